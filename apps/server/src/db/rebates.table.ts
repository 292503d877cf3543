import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { safeBigintColumn } from './safe-bigint-column.ts';
import { suppliers } from './suppliers.table.ts';
import { users } from './users.table.ts';

/**
 * Rebate rules (返利规则): sales rebates to customers and purchase rebates from suppliers. From `threshold_fen` of
 * volume in a calendar month or quarter on, `rate_basis_points` (0.01 %) of the volume comes back. Names are unique
 * per kind ignoring case; a rule is switched off, never deleted, once entries name it.
 */
export const rebateRules = pgTable(
  'rebate_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['sales', 'purchase'] }).notNull(),
    name: text('name').notNull(),
    periodKind: text('period_kind', { enum: ['month', 'quarter'] }).notNull(),
    thresholdFen: safeBigintColumn('threshold_fen').notNull(),
    rateBasisPoints: integer('rate_basis_points').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('rebate_rules_kind_check', sql`${table.kind} in ('sales', 'purchase')`),
    check('rebate_rules_period_check', sql`${table.periodKind} in ('month', 'quarter')`),
    check('rebate_rules_threshold_check', sql`${table.thresholdFen} >= 0`),
    check('rebate_rules_rate_check', sql`${table.rateBasisPoints} between 0 and 5000`),
    uniqueIndex('rebate_rules_kind_name_unique').on(table.kind, sql`lower(${table.name})`),
  ],
);

/**
 * The rebate ledger (返利台账): rows are only ever inserted. `source` says how a row came: `rule` (a rule applied to
 * a period: the volume and rate it used), `manual` (an amount staff typed, with its reason), `reversal` (the negative
 * of another row, with its reason; at most one per row). A sales row names a customer, a purchase row a supplier.
 * A rule is applied to one party and period at most once (the partial unique indexes decide, also for two at once).
 */
export const rebateEntries = pgTable(
  'rebate_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: ['sales', 'purchase'] }).notNull(),
    customerId: uuid('customer_id').references(() => users.id, { onDelete: 'restrict' }),
    supplierId: uuid('supplier_id').references(() => suppliers.id, { onDelete: 'restrict' }),
    /** `YYYY-MM` or `YYYY-Qn`. */
    period: text('period').notNull(),
    source: text('source', { enum: ['rule', 'manual', 'reversal'] }).notNull(),
    ruleId: uuid('rule_id').references(() => rebateRules.id, { onDelete: 'restrict' }),
    volumeFen: safeBigintColumn('volume_fen'),
    rateBasisPoints: integer('rate_basis_points'),
    amountFen: safeBigintColumn('amount_fen').notNull(),
    reason: text('reason').notNull().default(''),
    reversesEntryId: bigint('reverses_entry_id', { mode: 'number' }),
    recordedByUserId: uuid('recorded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'rebate_entries_party_check',
      sql`(${table.kind} = 'sales' and ${table.customerId} is not null and ${table.supplierId} is null)
        or (${table.kind} = 'purchase' and ${table.supplierId} is not null and ${table.customerId} is null)`,
    ),
    check('rebate_entries_source_check', sql`${table.source} in ('rule', 'manual', 'reversal')`),
    check(
      'rebate_entries_reversal_check',
      sql`(${table.source} = 'reversal') = (${table.reversesEntryId} is not null)`,
    ),
    check('rebate_entries_rule_check', sql`(${table.source} = 'rule') = (${table.ruleId} is not null)`),
    uniqueIndex('rebate_entries_reverses_unique').on(table.reversesEntryId),
    uniqueIndex('rebate_entries_rule_customer_unique')
      .on(table.ruleId, table.customerId, table.period)
      .where(sql`${table.source} = 'rule' and ${table.kind} = 'sales'`),
    uniqueIndex('rebate_entries_rule_supplier_unique')
      .on(table.ruleId, table.supplierId, table.period)
      .where(sql`${table.source} = 'rule' and ${table.kind} = 'purchase'`),
    // The totals by party and period, newest period first: grouped along these in order, a page stops early.
    index('rebate_entries_kind_period_customer_idx').on(table.kind, table.period, table.customerId),
    index('rebate_entries_kind_period_supplier_idx').on(table.kind, table.period, table.supplierId),
    // The ledger's order (newest first) within a kind: a page is read along it, never sorted.
    index('rebate_entries_kind_created_idx').on(table.kind, table.createdAt, table.id),
    index('rebate_entries_customer_idx').on(table.customerId, table.period),
    index('rebate_entries_supplier_idx').on(table.supplierId, table.period),
  ],
);
