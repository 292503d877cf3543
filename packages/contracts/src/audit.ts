import { z } from 'zod/mini';
import { pageSchema, pagingSchema } from './envelope.ts';
import { checkPeriodOrder } from './report-period.ts';
import { singleLineText, storableText } from './text.ts';

/**
 * The audit log (操作日志): one append-only row per staff action — who, in which role, when, what kind, on which
 * object, the state before and after, the request id and the IP. Administrators and senior executives read it.
 */

/** What an audit row records; the edits of staff, roles and menus are written by their screens once they exist. */
export const auditKinds = [
  'login',
  'orderTransition',
  'priceBookPublish',
  'creditChange',
  'refund',
  'staffEdit',
  'roleEdit',
  'menuEdit',
  'mallItemEdit',
  'mallRedemptionFulfil',
  'contentEdit',
  'export',
  /** A change a customer made through an API key (the object is the key). */
  'apiKeyUse',
] as const;
export type AuditKind = (typeof auditKinds)[number];

/** The kinds of object a row names. */
export const auditObjectTypes = [
  'user',
  'order',
  'priceBook',
  'customer',
  'role',
  'menu',
  'mallItem',
  'mallRedemption',
  'content',
  'rating',
  'list',
  'apiKey',
] as const;
export type AuditObjectType = (typeof auditObjectTypes)[number];

/** Limits of the filters; the filter bar uses the same. */
export const auditLimits = { person: 60, objectNo: 60 } as const;

/** GET /api/erp/audit/list: by person (user id or a part of the name), kind, object and a window of days (China time). */
export const auditListQuerySchema = z
  .extend(pagingSchema, {
    actorUserId: z.optional(z.uuid()),
    person: z.optional(singleLineText().check(z.maxLength(auditLimits.person))),
    kind: z.optional(z.enum(auditKinds)),
    objectType: z.optional(z.enum(auditObjectTypes)),
    objectNo: z.optional(singleLineText().check(z.maxLength(auditLimits.objectNo))),
    from: z.optional(z.iso.date()),
    to: z.optional(z.iso.date()),
  })
  .check(checkPeriodOrder());
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

/** One audit row as the list shows it; `before` and `after` are whatever the action recorded (null when none). */
export const auditEntrySchema = z.object({
  id: z.int(),
  createdAt: z.iso.datetime({ offset: true }),
  actorUserId: z.string(),
  actorName: z.string(),
  actorRole: z.string(),
  kind: z.enum(auditKinds),
  objectType: z.enum(auditObjectTypes),
  objectId: z.string(),
  objectNo: z.string(),
  before: z.nullable(z.unknown()),
  after: z.nullable(z.unknown()),
  requestId: z.string(),
  ip: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListAnswerSchema = pageSchema(auditEntrySchema);
export type AuditListAnswer = z.infer<typeof auditListAnswerSchema>;

/** Limits of an export's record: the list's name, at most this many filters, each value this long. */
export const exportAuditLimits = { list: 100, filters: 20, filterName: 40, filterValue: 200, rowCount: 5_000 } as const;

/** One filter value as the list had it: text, a number, a yes/no, or nothing. */
const exportFilterValueSchema = z.union([
  storableText().check(z.maxLength(exportAuditLimits.filterValue)),
  z.number(),
  z.boolean(),
  z.null(),
]);

/**
 * POST /api/erp/audit/recordExport (any staff member): the export button reports an export before it writes the file
 * — which list (its name as shown), under which filters, how many rows — and the file is written only once recorded.
 */
export const recordExportRequestSchema = z.object({
  list: singleLineText().check(z.minLength(1), z.maxLength(exportAuditLimits.list)),
  filters: z._default(
    z.record(singleLineText().check(z.maxLength(exportAuditLimits.filterName)), exportFilterValueSchema).check(
      z.refine((filters) => Object.keys(filters).length <= exportAuditLimits.filters, {
        message: `at most ${exportAuditLimits.filters} filters`,
      }),
    ),
    {},
  ),
  rowCount: z.int().check(z.gte(0), z.lte(exportAuditLimits.rowCount)),
});
export type RecordExportRequest = z.input<typeof recordExportRequestSchema>;
