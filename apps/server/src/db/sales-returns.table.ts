import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders.table.ts';
import { safeBigintColumn } from './safe-bigint-column.ts';
import { users } from './users.table.ts';

/**
 * Sales returns (customer to us): one row per approved return, written by the approveReturn transition in the same
 * transaction as the order's move to 12, never edited. The money itself is the refund row of `payment_ledger` and the
 * goods the `stock_movements` row; this is the record the sales-returns tab lists. `reason` and `requested_at` are the
 * customer's request as it stood when approved. An order is returned at most once (12 is final): unique order id.
 */
export const salesReturns = pgTable(
  'sales_returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    refundFen: safeBigintColumn('refund_fen').notNull(),
    restock: boolean('restock').notNull(),
    restockQuantity: integer('restock_quantity').notNull().default(0),
    reason: text('reason').notNull().default(''),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    approvedByUserId: uuid('approved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    approvedByRole: text('approved_by_role').notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('sales_returns_refund_check', sql`${table.refundFen} >= 0`),
    check('sales_returns_restock_quantity_check', sql`${table.restockQuantity} >= 0`),
    uniqueIndex('sales_returns_order_unique').on(table.orderId),
    index('sales_returns_approved_idx').on(table.approvedAt),
  ],
);
