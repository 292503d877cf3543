import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { files } from './files.table.ts';
import { parts } from './parts.table.ts';
import { safeBigintColumn } from './safe-bigint-column.ts';
import { suppliers } from './suppliers.table.ts';
import { users } from './users.table.ts';

/**
 * Customers' orders and inquiries. `status` changes only through the domain's decideTransition; money is integer fen:
 * `total_fen` is the priced (or quoted) total, `payable_fen` what the customer owes now, and
 * `pending_adjusted_total_fen` a contract-review total the customer has not accepted yet. `spec`, `quote` (the price
 * engine's answer) and `shipping_address` are snapshots taken when the order was saved.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNo: text('order_no').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    orderType: text('order_type', { enum: ['pcb', 'smt', 'stencil', 'bom', 'design'] }).notNull(),
    status: integer('status').notNull(),
    spec: jsonb('spec').notNull(),
    quote: jsonb('quote'),
    priceBookVersion: integer('price_book_version'),
    totalFen: safeBigintColumn('total_fen').notNull().default(0),
    payableFen: safeBigintColumn('payable_fen').notNull().default(0),
    pendingAdjustedTotalFen: safeBigintColumn('pending_adjusted_total_fen'),
    priceAdjustmentReason: text('price_adjustment_reason'),
    invoiceType: text('invoice_type').notNull(),
    invoicingMethod: text('invoicing_method').notNull(),
    contractTitle: text('contract_title').notNull(),
    placingOrder: text('placing_order').notNull(),
    placingOrderPhone: text('placing_order_phone').notNull(),
    technicians: text('technicians').notNull(),
    techniciansPhone: text('technicians_phone').notNull(),
    shippingAddress: jsonb('shipping_address').notNull(),
    shippingMethod: text('shipping_method').notNull(),
    remark: text('remark'),
    gerberFileId: uuid('gerber_file_id').references(() => files.id, { onDelete: 'set null' }),
    bomFileId: uuid('bom_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** An SMT order's pick-and-place (CPL) list. */
    cplFileId: uuid('cpl_file_id').references(() => files.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    assignedSalesUserId: uuid('assigned_sales_user_id').references(() => users.id),
    assignedBuyerUserId: uuid('assigned_buyer_user_id').references(() => users.id),
    customerAcceptedQuote: boolean('customer_accepted_quote').notNull().default(false),
    quoteExpiresAt: timestamp('quote_expires_at', { withTimezone: true }),
    returnRequested: boolean('return_requested').notNull().default(false),
    returnReason: text('return_reason'),
    receivedQuantity: integer('received_quantity'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    statusEnteredAt: timestamp('status_entered_at', { withTimezone: true }).notNull().defaultNow(),
    carrier: text('carrier'),
    trackingNo: text('tracking_no'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    /** Set when the order went to purchasing unpaid on the customer's credit: what is unpaid after it is overdue. */
    creditDueAt: timestamp('credit_due_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('orders_user_idempotency_key_unique').on(table.userId, table.idempotencyKey),
    check('orders_status_check', sql`${table.status} in (0,1,2,3,4,5,6,7,8,9,10,11,12,99)`),
    check('orders_order_type_check', sql`${table.orderType} in ('pcb','smt','stencil','bom','design')`),
    check('orders_money_check', sql`${table.totalFen} >= 0 and ${table.payableFen} >= 0`),
    index('orders_user_created_idx').on(table.userId, table.createdAt),
    // The task list (orders/queries): counts by status and the ledger's orders read from this index alone, every
    // column the waiting conditions weigh in it (key columns: drizzle has no INCLUDE); also any lookup by status.
    index('orders_status_workflow_idx').on(
      table.status,
      table.statusEnteredAt,
      table.orderNo,
      table.id,
      table.createdAt,
      table.userId,
      table.orderType,
      table.gerberFileId,
      table.assignedSalesUserId,
      table.assignedBuyerUserId,
      table.customerAcceptedQuote,
      table.quoteExpiresAt,
      table.pendingAdjustedTotalFen,
      table.payableFen,
      table.returnRequested,
      table.completedAt,
    ),
    // The task list's page: longest waiting first, walked in order until a page of waiting orders is found.
    index('orders_waiting_idx').on(table.statusEnteredAt, table.orderNo),
    // The order lists' page, newest first, walked in order with what their filters read (no table rows for a keyword).
    index('orders_created_idx').on(
      table.createdAt,
      table.orderNo,
      table.status,
      table.orderType,
      table.userId,
      table.id,
    ),
  ],
);

/**
 * The lines of an order: one per priced item of an instant order, one per BOM line or set for an inquiry. Purchasing
 * records a unit cost and supplier, sales a unit price (fen, possibly fractional); `amount_fen` is the line's price.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    code: text('code').notNull(),
    label: text('label').notNull(),
    labelZh: text('label_zh').notNull(),
    quantity: integer('quantity').notNull(),
    amountFen: safeBigintColumn('amount_fen').notNull().default(0),
    unitCostFen: doublePrecision('unit_cost_fen'),
    supplier: text('supplier'),
    unitPriceFen: doublePrecision('unit_price_fen'),
    /** A BOM line's catalogue part when it was matched at ordering (null for other lines or no match). */
    partId: uuid('part_id').references(() => parts.id, { onDelete: 'set null' }),
    /** The row of the BOM sheet a component line comes from. */
    bomRowNumber: integer('bom_row_number'),
    /** A component line's part number as the BOM gave it. */
    mpn: text('mpn'),
    /** Pieces of the line's catalogue part reserved from stock when its purchase was placed (bought: the rest). */
    reservedQuantity: integer('reserved_quantity').notNull().default(0),
  },
  (table) => [
    unique('order_lines_order_line_no_unique').on(table.orderId, table.lineNo),
    check('order_lines_quantity_check', sql`${table.quantity} >= 0`),
  ],
);

/** One row per status move (or staying action) of an order: who, in which role, when, from → to, note and payload. */
export const orderHistory = pgTable(
  'order_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role').notNull(),
    action: text('action').notNull(),
    fromStatus: integer('from_status').notNull(),
    toStatus: integer('to_status').notNull(),
    note: text('note'),
    payload: jsonb('payload'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_history_order_idx').on(table.orderId, table.createdAt)],
);

/** A customer's rating of a completed order (one per order); a shared one waits for staff approval. */
export const orderRatings = pgTable(
  'order_ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stars: integer('stars').notNull(),
    content: text('content').notNull(),
    share: boolean('share').notNull(),
    showcaseStatus: text('showcase_status', { enum: ['private', 'pending', 'approved', 'rejected'] }).notNull(),
    pointsCredited: safeBigintColumn('points_credited').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('order_ratings_stars_check', sql`${table.stars} between 1 and 5`),
    check(
      'order_ratings_showcase_check',
      sql`${table.showcaseStatus} in ('private', 'pending', 'approved', 'rejected')`,
    ),
    index('order_ratings_showcase_idx').on(table.showcaseStatus),
  ],
);

/** Stock booked in at warehouse entry (or a restocking return) and out at warehouse exit, per order. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    direction: text('direction', { enum: ['in', 'out'] }).notNull(),
    quantity: integer('quantity').notNull(),
    reason: text('reason').notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('stock_movements_direction_check', sql`${table.direction} in ('in', 'out')`),
    check('stock_movements_quantity_check', sql`${table.quantity} >= 0`),
    index('stock_movements_order_idx').on(table.orderId),
  ],
);

/** The last order number sequence used on each China-time day (`day` as YYYYMMDD). */
export const orderNumberCounters = pgTable('order_number_counters', {
  day: text('day').primaryKey(),
  lastValue: integer('last_value').notNull(),
});

/**
 * An inquiry's quote sheets (issue 13, point 2): one row per order once a draft is saved, whose version rises with
 * every save; a save naming another version is refused, so two people saving at once cannot overwrite each other.
 */
export const quoteSheets = pgTable('quote_sheets', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** The drafts of one order line: the buyer's supplier, unit cost, alternate and note; the salesperson's price. */
export const quoteSheetLines = pgTable(
  'quote_sheet_lines',
  {
    orderLineId: uuid('order_line_id')
      .primaryKey()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    supplierId: uuid('supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
    supplierName: text('supplier_name'),
    /** Yuan × 10 000 (hundredths of a fen), as the catalogue's unit prices. */
    unitCostCentiFen: safeBigintColumn('unit_cost_centi_fen'),
    alternateMpn: text('alternate_mpn').notNull().default(''),
    note: text('note').notNull().default(''),
    unitPriceCentiFen: safeBigintColumn('unit_price_centi_fen'),
  },
  (table) => [index('quote_sheet_lines_order_idx').on(table.orderId)],
);

/** Questions and answers on an order: the customer's and staff's messages, appended, never edited. */
export const orderMessages = pgTable(
  'order_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorKind: text('author_kind').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('order_messages_author_kind_check', sql`${table.authorKind} in ('customer', 'staff')`),
    index('order_messages_order_idx').on(table.orderId, table.id),
  ],
);
