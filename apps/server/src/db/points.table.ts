import { sql } from 'drizzle-orm';
import { bigserial, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { safeBigintColumn } from './safe-bigint-column.ts';
import { users } from './users.table.ts';

/**
 * The points ledger: one row per change, never edited. `users.score` always equals the sum of a
 * user's `change` and is updated in the same transaction; `balance_after` is the score after the row.
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    change: safeBigintColumn('change').notNull(),
    balanceAfter: safeBigintColumn('balance_after').notNull(),
    reason: text('reason').notNull(),
    orderNo: text('order_no'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('points_ledger_change_check', sql`${table.change} <> 0`),
    check('points_ledger_balance_check', sql`${table.balanceAfter} >= 0`),
    index('points_ledger_user_created_idx').on(table.userId, table.createdAt),
  ],
);
