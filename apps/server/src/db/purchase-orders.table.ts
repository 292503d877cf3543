import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orderLines, orders } from './orders.table.ts';
import { parts } from './parts.table.ts';
import { safeBigintColumn } from './safe-bigint-column.ts';
import { suppliers } from './suppliers.table.ts';
import { users } from './users.table.ts';

/**
 * Purchase orders (采购单, issue 13, point 3): placing an order's purchase (6 → 7) makes one per supplier of its
 * costed lines, numbered after the order; purchase review (7 → 8) approves them; warehouse entry receives their lines,
 * in parts if need be.
 */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    poNo: text('po_no').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    supplierId: uuid('supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
    supplierName: text('supplier_name').notNull().default(''),
    status: text('status').notNull(),
    expectedDate: date('expected_date'),
    note: text('note').notNull().default(''),
    totalCostFen: safeBigintColumn('total_cost_fen').notNull().default(0),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('purchase_orders_po_no_unique').on(table.poNo),
    index('purchase_orders_order_idx').on(table.orderId),
    index('purchase_orders_created_idx').on(table.createdAt),
    check('purchase_orders_status_check', sql`${table.status} in ('placed', 'approved', 'received')`),
  ],
);

/** A purchase order's lines: what is bought, how many, at what unit cost (fen, may be fractional), what arrived. */
export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseOrderId: uuid('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    orderLineId: uuid('order_line_id').references(() => orderLines.id, { onDelete: 'set null' }),
    partId: uuid('part_id').references(() => parts.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitCostFen: doublePrecision('unit_cost_fen'),
    receivedQuantity: integer('received_quantity').notNull().default(0),
  },
  (table) => [
    index('purchase_order_lines_po_idx').on(table.purchaseOrderId),
    check('purchase_order_lines_quantity_check', sql`${table.quantity} >= 0`),
    check(
      'purchase_order_lines_received_check',
      sql`${table.receivedQuantity} >= 0 and ${table.receivedQuantity} <= ${table.quantity}`,
    ),
  ],
);
