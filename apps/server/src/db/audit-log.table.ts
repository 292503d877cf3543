import { auditKinds, auditObjectTypes } from '@boardforge/contracts/audit.ts';
import { sql } from 'drizzle-orm';
import { bigserial, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The audit log (操作日志): one row per staff action, written by `recordAudit` (modules/audit) in the transaction of
 * the action, never updated or deleted (no route does, and a trigger refuses it). The actor's name and role are copied
 * when the row is written, and there is no foreign key to users, so the row outlives the account and its renames.
 */
// The check constraints list the contracts' values, so a new kind is one contracts change and a generated migration.
const kindList = sql.raw(`(${auditKinds.map((kind) => `'${kind}'`).join(', ')})`);
const objectTypeList = sql.raw(`(${auditObjectTypes.map((type) => `'${type}'`).join(', ')})`);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUserId: uuid('actor_user_id').notNull(),
    actorName: text('actor_name').notNull(),
    actorRole: text('actor_role').notNull(),
    kind: text('kind', { enum: auditKinds }).notNull(),
    objectType: text('object_type', { enum: auditObjectTypes }).notNull(),
    objectId: text('object_id').notNull(),
    objectNo: text('object_no').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id').notNull().default(''),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('audit_log_kind_check', sql`${table.kind} in ${kindList}`),
    check('audit_log_object_type_check', sql`${table.objectType} in ${objectTypeList}`),
    index('audit_log_created_idx').on(table.createdAt, table.id),
    index('audit_log_actor_idx').on(table.actorUserId, table.createdAt),
    index('audit_log_kind_idx').on(table.kind, table.createdAt),
    index('audit_log_object_idx').on(table.objectType, table.objectNo),
  ],
);
