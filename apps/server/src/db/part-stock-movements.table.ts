import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { parts } from './parts.table.ts';
import { safeBigintColumn } from './safe-bigint-column.ts';
import { users } from './users.table.ts';

/**
 * The stock ledger of the parts catalogue (库存流水): one row per change of a part's `stock_on_hand`, written by
 * `moveStock` (modules/stock) in the transaction that changes the part, never updated or deleted (no route does, and
 * a trigger refuses it). `quantity` is signed; `stock_after` is the part's stock once the row applied; the unit cost
 * (hundredths of a fen) is known for entries. The order workflow's per-order `stock_movements` is a different table.
 */
export const partStockMovements = pgTable(
  'part_stock_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    partId: uuid('part_id')
      .notNull()
      .references(() => parts.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: ['entry', 'exit', 'adjustment', 'purchaseReturn', 'salesReturn'] }).notNull(),
    quantity: integer('quantity').notNull(),
    unitCostCentiFen: safeBigintColumn('unit_cost_centi_fen'),
    stockAfter: integer('stock_after').notNull(),
    reason: text('reason').notNull().default(''),
    carrier: text('carrier'),
    trackingNo: text('tracking_no'),
    documentKind: text('document_kind'),
    documentId: uuid('document_id'),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'part_stock_movements_kind_check',
      sql`${table.kind} in ('entry', 'exit', 'adjustment', 'purchaseReturn', 'salesReturn')`,
    ),
    check('part_stock_movements_quantity_check', sql`${table.quantity} <> 0`),
    check('part_stock_movements_stock_after_check', sql`${table.stockAfter} >= 0`),
    check('part_stock_movements_unit_cost_check', sql`${table.unitCostCentiFen} >= 0`),
    index('part_stock_movements_part_idx').on(table.partId, table.createdAt),
    index('part_stock_movements_created_idx').on(table.createdAt),
  ],
);
