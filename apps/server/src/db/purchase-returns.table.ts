import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { parts } from './parts.table.ts';
import { safeBigintColumn } from './safe-bigint-column.ts';
import { suppliers } from './suppliers.table.ts';
import { users } from './users.table.ts';

/**
 * Purchase returns (采购退货, us to a supplier): requested → shipped → credited (domain purchase-return-status.ts).
 * `amount_fen` is the sum of the lines, fixed at request; `credit_fen` what the supplier credited, set once with the
 * move to credited. `number` gives the return number staff read (PR000001).
 */
export const purchaseReturns = pgTable(
  'purchase_returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: bigserial('number', { mode: 'number' }).notNull(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'restrict' }),
    status: text('status', { enum: ['requested', 'shipped', 'credited'] }).notNull(),
    reason: text('reason').notNull(),
    amountFen: safeBigintColumn('amount_fen').notNull(),
    creditFen: safeBigintColumn('credit_fen'),
    creditNote: text('credit_note').notNull().default(''),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
  },
  (table) => [
    check('purchase_returns_status_check', sql`${table.status} in ('requested', 'shipped', 'credited')`),
    check('purchase_returns_amount_check', sql`${table.amountFen} >= 0`),
    check('purchase_returns_credit_check', sql`${table.creditFen} between 0 and ${table.amountFen}`),
    index('purchase_returns_supplier_idx').on(table.supplierId, table.createdAt),
    index('purchase_returns_created_idx').on(table.createdAt),
  ],
);

/** The lines of a purchase return: a part, how many pieces and the unit amount (fen) the supplier credits. */
export const purchaseReturnLines = pgTable(
  'purchase_return_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => purchaseReturns.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    partId: uuid('part_id')
      .notNull()
      .references(() => parts.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    unitFen: safeBigintColumn('unit_fen').notNull(),
  },
  (table) => [
    check('purchase_return_lines_quantity_check', sql`${table.quantity} >= 1`),
    check('purchase_return_lines_unit_check', sql`${table.unitFen} >= 0`),
    index('purchase_return_lines_return_idx').on(table.returnId, table.lineNo),
  ],
);
