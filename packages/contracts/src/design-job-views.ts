import { designActions } from '@boardforge/domain/design-status/design-actions.ts';
import { designStatuses } from '@boardforge/domain/design-status/design-statuses.ts';
import { z } from 'zod/mini';
import { pagingSchema } from './envelope.ts';
import { idSchema } from './orders.ts';
import { paymentChannels } from './payments.ts';
import { yuanSchema } from './quotes.ts';

/**
 * The answers of the layout design service (issue 16) and the path of every route. Requests are in design-jobs.ts
 * (publishing) and design-job-actions.ts (each later step). Times are ISO date-times with offset, money yuan.
 */

/** Every route of the design service: the customer's under /api/design, staff's under /api/erp/design. */
export const designJobPaths = {
  /** POST multipart `file` + `kind`: a customer's spec file (schematic, netlist, constraints, project archive). */
  uploadFile: '/api/design/file/upload',
  /** POST publishDesignJobRequestSchema → designJobDetailSchema. */
  publish: '/api/design/job/publish',
  /** GET designJobListQuerySchema → page of designJobListItemSchema (the caller's own jobs). */
  list: '/api/design/job/list',
  /** GET ?jobId → designJobDetailSchema (404 for another's job). */
  detail: '/api/design/job/detail',
  /** POST designActionRequestSchema (customer's actions) → designJobDetailSchema. */
  action: '/api/design/job/action',
  /** POST { jobId, channel } → createPaymentAnswerSchema (payments.ts): pays the quoted price. */
  pay: '/api/design/job/pay',
  /** POST { jobId } → designDownloadAnswerSchema: the final package, each download recorded. */
  download: '/api/design/job/download',
  /** GET ?jobId → designBoardOrderAnswerSchema: what /valuation needs to order the board. */
  boardOrder: '/api/design/job/boardOrder',
  /** GET ?fileId → the file's bytes (owner of the job, staff). */
  fileContent: '/api/design/file/content',
  /** GET ?fileId&side → a Gerber file's side as SVG (owner of the job, staff; 404 when it has none). */
  filePreview: '/api/design/file/preview',
  /** POST multipart `file` + `kind`: staff's round deliverable or final package file. */
  erpUploadFile: '/api/erp/design/file/upload',
  /** GET designQueueQuerySchema → page of designQueueItemSchema. */
  erpQueue: '/api/erp/design/queue',
  /** GET → designWorkloadRowSchema[] (every design engineer). */
  erpWorkload: '/api/erp/design/workload',
  /** GET ?jobId → designJobDetailSchema with staff's allowed actions. */
  erpDetail: '/api/erp/design/detail',
  /** POST designActionRequestSchema (staff's actions) → designJobDetailSchema. */
  erpAction: '/api/erp/design/action',
  /** POST { jobId } → designDownloadAnswerSchema (recorded, no transition). */
  erpDownload: '/api/erp/design/download',
} as const;

/** What a file of a job is: the customer's spec, a round's deliverable, or part of the final package. */
export const designFileKinds = [
  'schematic',
  'netlist',
  'constraints',
  'project',
  'layoutPdf',
  'view3d',
  'gerber',
  'drill',
  'pickAndPlace',
  'bom',
  'designFiles',
  'other',
] as const;
export type DesignFileKind = (typeof designFileKinds)[number];

/** Multipart field `kind` of the upload routes (the file itself is field `file`). */
export const designFileUploadFieldsSchema = z.object({ kind: z._default(z.enum(designFileKinds), 'other') });

/** Upload answer: the stored file, to be named by id in a publish, deliverRound or uploadFinal request. */
export const designFileSchema = z.object({
  fileId: z.string(),
  name: z.string(),
  sizeBytes: z.int().check(z.nonnegative()),
  kind: z.enum(designFileKinds),
  /** Where the file belongs once attached: the spec, a round's deliverables or the final package; null until then. */
  place: z.nullable(z.enum(['spec', 'round', 'final'])),
  round: z.nullable(z.int().check(z.positive())),
  uploadedAt: z.iso.datetime({ offset: true }),
  /** GET path of the bytes (designJobPaths.fileContent?fileId=…). */
  url: z.string(),
});
export type DesignFile = z.infer<typeof designFileSchema>;

const dateTimeSchema = z.iso.datetime({ offset: true });
const statusSchema = z.enum(designStatuses);

/** A person on a job: the engineer, or the actor of a history row. */
export const designPersonSchema = z.object({ id: z.string(), name: z.string() });

/** The customer's answer to a round: approved, or changes asked with a comment optionally pinned to a file's page. */
export const designRoundAnswerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('approved'), at: dateTimeSchema }),
  z.object({
    kind: z.literal('changesRequested'),
    at: dateTimeSchema,
    comment: z.string(),
    pin: z.nullable(z.object({ fileId: z.string(), page: z.int().check(z.positive()) })),
  }),
]);

/** One numbered round; rounds are never edited, a change request is followed by the next round. */
export const designRoundSchema = z.object({
  number: z.int().check(z.positive()),
  deliveredAt: dateTimeSchema,
  files: z.array(designFileSchema),
  answer: z.nullable(designRoundAnswerSchema),
  /** True when a later round replaced this one (approving it is refused as a stale round). */
  isReplaced: z.boolean(),
});
export type DesignRoundView = z.infer<typeof designRoundSchema>;

/** One history row as the timeline shows it (`designStatusNames[to].customer` for customers, `.name` for staff). */
export const designHistoryRowSchema = z.object({
  at: dateTimeSchema,
  actor: z.object({
    kind: z.enum(['client', 'staff', 'system']),
    /** Staff's role id, `client` or `system`. */
    role: z.string(),
    name: z.string(),
  }),
  /** A design action, or `publish` for the first row. */
  action: z.string(),
  from: z.nullable(statusSchema),
  to: statusSchema,
  round: z.nullable(z.int().check(z.positive())),
  note: z.nullable(z.string()),
});
export type DesignHistoryRow = z.infer<typeof designHistoryRowSchema>;

/** One download of the final package. */
export const designDownloadRowSchema = z.object({
  at: dateTimeSchema,
  by: z.object({ kind: z.enum(['client', 'staff']), name: z.string() }),
});

/** The job's specification as published. */
export const designJobSpecSchema = z.object({
  pins: z.int(),
  layers: z.int(),
  bgaPins: z.int(),
  bgaPitchMm: z.nullable(z.number()),
  diffPairGbps: z.nullable(z.number()),
  minTraceMil: z.nullable(z.number()),
  boardLengthMm: z.number(),
  boardWidthMm: z.number(),
  description: z.string(),
  wishedDate: z.nullable(z.iso.date()),
});
export type DesignJobSpec = z.infer<typeof designJobSpecSchema>;

/** The list row of the customer's jobs. */
export const designJobListItemSchema = z.object({
  jobId: z.string(),
  jobNo: z.string(),
  status: statusSchema,
  pins: z.int(),
  layers: z.int(),
  quotedPrice: z.nullable(yuanSchema),
  publishedAt: dateTimeSchema,
  dueDate: z.nullable(z.iso.date()),
  latestRound: z.int().check(z.nonnegative()),
});
export type DesignJobListItem = z.infer<typeof designJobListItemSchema>;

/** GET designJobPaths.list query: paging and an optional status. */
export const designJobListQuerySchema = z.extend(pagingSchema, { status: z.optional(z.enum(designStatuses)) });

/** GET designJobPaths.detail / erpDetail / boardOrder query. */
export const designJobIdQuerySchema = z.object({ jobId: idSchema });

/** POST designJobPaths.download / erpDownload body. */
export const designJobIdRequestSchema = z.object({ jobId: idSchema });

/** POST designJobPaths.pay body: the quoted price on a channel (answer: payments.ts createPaymentAnswerSchema). */
export const payDesignJobRequestSchema = z.object({ jobId: idSchema, channel: z.enum(paymentChannels) });

/** The whole job as its page shows it, with the actions the caller may take now (computed by the server). */
export const designJobDetailSchema = z.object({
  jobId: z.string(),
  jobNo: z.string(),
  status: statusSchema,
  owner: designPersonSchema,
  spec: designJobSpecSchema,
  quotedPrice: z.nullable(yuanSchema),
  paid: yuanSchema,
  refunded: yuanSchema,
  cycle: z.nullable(z.object({ minDays: z.int(), maxDays: z.int() })),
  publishedAt: dateTimeSchema,
  paidAt: z.nullable(dateTimeSchema),
  startedAt: z.nullable(dateTimeSchema),
  /** The promised date: the start (or payment) plus the longest cycle in working days; null before payment. */
  dueDate: z.nullable(z.iso.date()),
  isOverdue: z.boolean(),
  engineer: z.nullable(designPersonSchema),
  /** An open staff question (the latest `askQuestion` note) the customer has not answered. */
  openQuestion: z.nullable(z.string()),
  specFiles: z.array(designFileSchema),
  rounds: z.array(designRoundSchema),
  finalFiles: z.array(designFileSchema),
  downloads: z.array(designDownloadRowSchema),
  feedback: z.nullable(
    z.object({ stars: z.int().check(z.gte(1), z.lte(5)), text: z.string(), at: dateTimeSchema, share: z.boolean() }),
  ),
  history: z.array(designHistoryRowSchema),
  allowedActions: z.array(z.enum(designActions)),
});
export type DesignJobDetail = z.infer<typeof designJobDetailSchema>;

/** POST designJobPaths.download answer: the final package's files and the job after the download. */
export const designDownloadAnswerSchema = z.object({
  files: z.array(designFileSchema),
  status: statusSchema,
});
export type DesignDownloadAnswer = z.infer<typeof designDownloadAnswerSchema>;

/** GET designJobPaths.boardOrder answer: /valuation's query parameters for the designed board. */
export const designBoardOrderAnswerSchema = z.object({
  boardLengthMm: z.number(),
  boardWidthMm: z.number(),
  layers: z.int(),
  /** The final Gerber set's file id, for the valuation page to attach. */
  gerberFileId: z.nullable(z.string()),
  /** `/valuation?…` with the fields above filled in. */
  valuationPath: z.string(),
});
export type DesignBoardOrderAnswer = z.infer<typeof designBoardOrderAnswerSchema>;

/** GET designJobPaths.erpQueue query: paging, a status, an engineer, overdue only, a job number or customer. */
export const designQueueQuerySchema = z.extend(pagingSchema, {
  status: z.optional(z.enum(designStatuses)),
  engineerUserId: z.optional(z.uuid()),
  isOverdue: z.optional(
    z.pipe(
      z.enum(['true', 'false']),
      z.transform((value) => value === 'true'),
    ),
  ),
  keyword: z.optional(z.string().check(z.trim(), z.maxLength(64))),
});

/** A row of staff's design queue. */
export const designQueueItemSchema = z.extend(designJobListItemSchema, {
  owner: designPersonSchema,
  engineer: z.nullable(designPersonSchema),
  isOverdue: z.boolean(),
  enteredStatusAt: dateTimeSchema,
});
export type DesignQueueItem = z.infer<typeof designQueueItemSchema>;

/** One design engineer's load: jobs in hand by stage, overdue ones, and delivered rounds so far. */
export const designWorkloadRowSchema = z.object({
  engineer: designPersonSchema,
  activeJobs: z.int().check(z.nonnegative()),
  waitingForCustomer: z.int().check(z.nonnegative()),
  overdueJobs: z.int().check(z.nonnegative()),
  completedJobs: z.int().check(z.nonnegative()),
  nextDueDate: z.nullable(z.iso.date()),
});
export type DesignWorkloadRow = z.infer<typeof designWorkloadRowSchema>;
