import { designActions } from '@boardforge/domain/design-status/design-actions.ts';
import { designStatuses } from '@boardforge/domain/design-status/design-statuses.ts';
import { z } from 'zod';
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
export const designFileUploadFieldsSchema = z.object({ kind: z.enum(designFileKinds).default('other') });

/** Upload answer: the stored file, to be named by id in a publish, deliverRound or uploadFinal request. */
export const designFileSchema = z.object({
  fileId: z.string(),
  name: z.string(),
  sizeBytes: z.number().int().nonnegative(),
  kind: z.enum(designFileKinds),
  /** Where the file belongs once attached: the spec, a round's deliverables or the final package; null until then. */
  place: z.enum(['spec', 'round', 'final']).nullable(),
  round: z.number().int().positive().nullable(),
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
    pin: z.object({ fileId: z.string(), page: z.number().int().positive() }).nullable(),
  }),
]);

/** One numbered round; rounds are never edited, a change request is followed by the next round. */
export const designRoundSchema = z.object({
  number: z.number().int().positive(),
  deliveredAt: dateTimeSchema,
  files: z.array(designFileSchema),
  answer: designRoundAnswerSchema.nullable(),
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
  from: statusSchema.nullable(),
  to: statusSchema,
  round: z.number().int().positive().nullable(),
  note: z.string().nullable(),
});
export type DesignHistoryRow = z.infer<typeof designHistoryRowSchema>;

/** One download of the final package. */
export const designDownloadRowSchema = z.object({
  at: dateTimeSchema,
  by: z.object({ kind: z.enum(['client', 'staff']), name: z.string() }),
});

/** The job's specification as published. */
export const designJobSpecSchema = z.object({
  pins: z.number().int(),
  layers: z.number().int(),
  bgaPins: z.number().int(),
  bgaPitchMm: z.number().nullable(),
  diffPairGbps: z.number().nullable(),
  minTraceMil: z.number().nullable(),
  boardLengthMm: z.number(),
  boardWidthMm: z.number(),
  description: z.string(),
  wishedDate: z.iso.date().nullable(),
});
export type DesignJobSpec = z.infer<typeof designJobSpecSchema>;

/** The list row of the customer's jobs. */
export const designJobListItemSchema = z.object({
  jobId: z.string(),
  jobNo: z.string(),
  status: statusSchema,
  pins: z.number().int(),
  layers: z.number().int(),
  quotedPrice: yuanSchema.nullable(),
  publishedAt: dateTimeSchema,
  dueDate: z.iso.date().nullable(),
  latestRound: z.number().int().nonnegative(),
});
export type DesignJobListItem = z.infer<typeof designJobListItemSchema>;

/** GET designJobPaths.list query: paging and an optional status. */
export const designJobListQuerySchema = pagingSchema.extend({ status: z.enum(designStatuses).optional() });

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
  quotedPrice: yuanSchema.nullable(),
  paid: yuanSchema,
  refunded: yuanSchema,
  cycle: z.object({ minDays: z.number().int(), maxDays: z.number().int() }).nullable(),
  publishedAt: dateTimeSchema,
  paidAt: dateTimeSchema.nullable(),
  startedAt: dateTimeSchema.nullable(),
  /** The promised date: the start (or payment) plus the longest cycle in working days; null before payment. */
  dueDate: z.iso.date().nullable(),
  isOverdue: z.boolean(),
  engineer: designPersonSchema.nullable(),
  /** An open staff question (the latest `askQuestion` note) the customer has not answered. */
  openQuestion: z.string().nullable(),
  specFiles: z.array(designFileSchema),
  rounds: z.array(designRoundSchema),
  finalFiles: z.array(designFileSchema),
  downloads: z.array(designDownloadRowSchema),
  feedback: z
    .object({ stars: z.number().int().min(1).max(5), text: z.string(), at: dateTimeSchema, share: z.boolean() })
    .nullable(),
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
  layers: z.number().int(),
  /** The final Gerber set's file id, for the valuation page to attach. */
  gerberFileId: z.string().nullable(),
  /** `/valuation?…` with the fields above filled in. */
  valuationPath: z.string(),
});
export type DesignBoardOrderAnswer = z.infer<typeof designBoardOrderAnswerSchema>;

/** GET designJobPaths.erpQueue query: paging, a status, an engineer, overdue only, a job number or customer. */
export const designQueueQuerySchema = pagingSchema.extend({
  status: z.enum(designStatuses).optional(),
  engineerUserId: z.uuid().optional(),
  isOverdue: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  keyword: z.string().trim().max(64).optional(),
});

/** A row of staff's design queue. */
export const designQueueItemSchema = designJobListItemSchema.extend({
  owner: designPersonSchema,
  engineer: designPersonSchema.nullable(),
  isOverdue: z.boolean(),
  enteredStatusAt: dateTimeSchema,
});
export type DesignQueueItem = z.infer<typeof designQueueItemSchema>;

/** One design engineer's load: jobs in hand by stage, overdue ones, and delivered rounds so far. */
export const designWorkloadRowSchema = z.object({
  engineer: designPersonSchema,
  activeJobs: z.number().int().nonnegative(),
  waitingForCustomer: z.number().int().nonnegative(),
  overdueJobs: z.number().int().nonnegative(),
  completedJobs: z.number().int().nonnegative(),
  nextDueDate: z.iso.date().nullable(),
});
export type DesignWorkloadRow = z.infer<typeof designWorkloadRowSchema>;
