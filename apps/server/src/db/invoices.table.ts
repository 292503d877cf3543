import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders.table.ts';
import { safeBigintColumn } from './safe-bigint-column.ts';
import { users } from './users.table.ts';

/**
 * Invoices issued on orders: the invoiced-amount ledger, one row per invoice, never edited. `invoice_no` is the number
 * printed on the paper or electronic invoice as staff typed it (unique: the backstop when two staff type the same
 * one at once); type, method and title are copied from the order when issued so the row says what was printed.
 * Invoiced on an order = the sum of its rows. Voiding is not built: a wrong invoice would be voided by a separate
 * row (with its reason), never by editing or deleting this one.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    invoiceNo: text('invoice_no').notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    amountFen: safeBigintColumn('amount_fen').notNull(),
    invoiceType: text('invoice_type', { enum: ['ordinary', 'special'] }).notNull(),
    invoicingMethod: text('invoicing_method', { enum: ['electronic', 'paper'] }).notNull(),
    title: text('title').notNull(),
    issuedByUserId: uuid('issued_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('invoices_amount_check', sql`${table.amountFen} > 0`),
    check('invoices_type_check', sql`${table.invoiceType} in ('ordinary', 'special')`),
    check('invoices_method_check', sql`${table.invoicingMethod} in ('electronic', 'paper')`),
    // Named, so a refusal of a duplicate number is told apart from any other violation by its constraint name.
    uniqueIndex('invoices_invoice_no_unique').on(table.invoiceNo),
    index('invoices_order_idx').on(table.orderId, table.createdAt),
  ],
);
