import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { safeBigintColumn } from './safe-bigint-column.ts';
import { users } from './users.table.ts';

/**
 * A customer's credit terms (docs/workflow.md "Customers on credit"): at most `limit_fen` unpaid across the orders that
 * went to purchasing, each paid within `days` of going there. One row per customer who ever had terms; a limit of 0
 * means no credit. placePurchaseOrder locks this row (SELECT … FOR UPDATE) while it weighs the unpaid total, so
 * parallel orders of one customer are decided one after the other.
 */
export const customerCredit = pgTable(
  'customer_credit',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    limitFen: safeBigintColumn('limit_fen').notNull().default(0),
    days: integer('days').notNull(),
    updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('customer_credit_limit_check', sql`${table.limitFen} >= 0`),
    check('customer_credit_days_check', sql`${table.days} between 1 and 365`),
  ],
);

/** Every change of a customer's credit terms: before and after, who (and in which role) and when. Never edited. */
export const customerCreditChanges = pgTable(
  'customer_credit_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    previousLimitFen: safeBigintColumn('previous_limit_fen'),
    previousDays: integer('previous_days'),
    limitFen: safeBigintColumn('limit_fen').notNull(),
    days: integer('days').notNull(),
    changedByUserId: uuid('changed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    changedByRole: text('changed_by_role').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('customer_credit_changes_user_idx').on(table.userId, table.changedAt)],
);
