import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { addresses } from '../../db/addresses.table.ts';
import type { Db } from '../../db/client.ts';
import { orderHistory, orderLines, orderNumberCounters, orders, stockMovements } from '../../db/orders.table.ts';
import { parts } from '../../db/parts.table.ts';
import { buildAppendEventsSql } from '../order-events/order-events.repository.ts';

/** A row of the orders table. */
export type OrderRow = typeof orders.$inferSelect;
/** A new row of the orders table. */
export type NewOrderRow = typeof orders.$inferInsert;
/** The columns of an order that effects change. */
export type OrderChanges = Partial<Omit<NewOrderRow, 'id' | 'orderNo' | 'userId' | 'createdAt'>>;
/** A row of the order history. */
export type OrderHistoryRow = typeof orderHistory.$inferSelect;
/** A new order history row (one per move). */
export type NewOrderHistoryRow = typeof orderHistory.$inferInsert;
/** A row of an order's lines. */
export type OrderLineRow = typeof orderLines.$inferSelect;
/** A new order line. */
export type NewOrderLineRow = typeof orderLines.$inferInsert;

/** The customer's newest order, or undefined before the first (orders_user_created_idx). */
export async function findNewestOrderOfUser(db: Db, userId: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row;
}

/** One order by id (any owner), or undefined; a malformed id finds nothing. */
export async function findOrderById(db: Db, orderId: string): Promise<OrderRow | undefined> {
  if (!isUuid(orderId)) return undefined;
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return row;
}

/** Locks one order row for the rest of the transaction (SELECT … FOR UPDATE) and returns it. */
export async function lockOrderById(tx: Db, orderId: string): Promise<OrderRow | undefined> {
  if (!isUuid(orderId)) return undefined;
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1).for('update');
  return row;
}

/** Writes one order history row and returns it. */
export async function insertOrderHistory(db: Db, row: NewOrderHistoryRow): Promise<OrderHistoryRow> {
  const [inserted] = await db.insert(orderHistory).values(row).returning();
  if (!inserted) throw new Error('insert into order_history returned no row');
  return inserted;
}

/** An order's history, oldest first. */
export async function listOrderHistory(db: Db, orderId: string): Promise<OrderHistoryRow[]> {
  return db
    .select()
    .from(orderHistory)
    .where(eq(orderHistory.orderId, orderId))
    .orderBy(asc(orderHistory.createdAt), asc(orderHistory.id));
}

/** A user's order saved under an idempotency key, or undefined. */
export async function findOrderByIdempotencyKey(
  db: Db,
  userId: string,
  idempotencyKey: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row;
}

/** What saving an order hands back: enough for the answer. */
export type SavedOrder = Pick<OrderRow, 'id' | 'orderNo' | 'status' | 'totalFen' | 'payableFen'>;
type RawSavedOrder = Omit<SavedOrder, 'totalFen' | 'payableFen'> & { totalFen: unknown; payableFen: unknown };

/** How saving an order ended: saved, or nothing written because the address or the idempotency key said no. */
export type SaveOrderOutcome =
  | { kind: 'saved'; order: SavedOrder }
  | { kind: 'addressNotFound' }
  | { kind: 'idempotencyKeyTaken' };

/**
 * Saves a new order in ONE statement, committed by itself (call it outside a transaction): the day's number, the
 * order with a snapshot of the customer's own address, its lines, and its `created` event (announced on commit).
 * The day's counter (YYYYMMDD) is an upsert whose row stays locked until commit, so concurrent orders get distinct
 * numbers; the number is BF, the day and the sequence padded to 6 digits. When the statement fails
 * nothing of it stays, so a refused order leaves no gap: an idempotency key the user already used is the unique
 * violation of the insert (a concurrent insert of the same key waits for the other to commit first), and an address
 * that is not the user's leaves the snapshot NULL, which the column refuses. One statement and no BEGIN/COMMIT
 * round trips: every order waits for the counter row and the event lock, and now both are taken and released inside
 * PostgreSQL without waiting on the client.
 */
export async function insertNumberedOrder(
  db: Db,
  input: {
    day: string;
    addressId: string;
    order: Omit<NewOrderRow, 'orderNo' | 'shippingAddress'>;
    lines: Omit<NewOrderLineRow, 'id' | 'orderId'>[];
  },
): Promise<SaveOrderOutcome> {
  const { order } = input;
  const nextNumber = db
    .insert(orderNumberCounters)
    .values({ day: input.day, lastValue: 1 })
    .onConflictDoUpdate({
      target: orderNumberCounters.day,
      set: { lastValue: sql`${orderNumberCounters.lastValue} + 1` },
    })
    .returning({ lastValue: orderNumberCounters.lastValue });
  const orderNo = sql`(select 'BF' || ${input.day}::text || '-' || lpad(last_value::text, greatest(6, length(last_value::text)), '0') from next_number)`;
  // The snapshot of the order: the address fields the customer saw, as ShippingAddress (orders.table.ts).
  const shippingAddress = sql`(
    select jsonb_build_object('fullName', full_name, 'mobile', mobile, 'country', country, 'province', province,
      'city', city, 'district', district, 'detail', detail)
    from ${addresses} where id = ${isUuid(input.addressId) ? input.addressId : null}::uuid and user_id = ${order.userId}::uuid)`;
  const newOrder = db
    .insert(orders)
    .values({ ...order, orderNo, shippingAddress })
    .returning({
      id: orders.id,
      orderNo: orders.orderNo,
      status: orders.status,
      totalFen: orders.totalFen,
      payableFen: orders.payableFen,
      userId: orders.userId,
      createdAt: orders.createdAt,
    });
  const lines = JSON.stringify(
    input.lines.map((line) => ({
      line_no: line.lineNo,
      code: line.code,
      label: line.label,
      label_zh: line.labelZh,
      quantity: line.quantity,
      amount_fen: line.amountFen ?? 0,
      unit_price_fen: line.unitPriceFen ?? null,
      part_id: line.partId ?? null,
      bom_row_number: line.bomRowNumber ?? null,
      mpn: line.mpn ?? null,
    })),
  );
  const createdEvent = buildAppendEventsSql(sql`
    select id as order_id, user_id, 'created'::text as kind,
      jsonb_build_object('orderNo', order_no, 'status', status) as payload, created_at
    from new_order`);
  try {
    // Both drivers (node-postgres, PGlite) answer execute() with { rows }; Db's generic result type does not say so.
    const { rows } = (await db.execute(sql`
      with next_number as (${nextNumber.getSQL()}),
      new_order as (${newOrder.getSQL()}),
      new_lines as (
        insert into ${orderLines} (
          order_id, line_no, code, label, label_zh, quantity, amount_fen, unit_price_fen, part_id, bom_row_number, mpn
        )
        select new_order.id, line.line_no, line.code, line.label, line.label_zh, line.quantity, line.amount_fen,
          line.unit_price_fen,
          -- A part deleted since the BOM was matched leaves the line unmatched rather than failing the order.
          (select ${parts.id} from ${parts} where ${parts.id} = line.part_id),
          line.bom_row_number, line.mpn
        from new_order cross join jsonb_to_recordset(${lines}::jsonb) as line(
          line_no integer, code text, label text, label_zh text, quantity integer, amount_fen bigint,
          unit_price_fen double precision, part_id uuid, bom_row_number integer, mpn text
        )
      ),
      created_event as (${createdEvent})
      select id, order_no as "orderNo", status, total_fen as "totalFen", payable_fen as "payableFen"
      from new_order where exists (select from created_event)`)) as { rows: RawSavedOrder[] };
    const saved = rows[0];
    if (!saved) throw new Error('the order insert returned no row');
    // Raw SQL skips drizzle's column mapping: bigint fen arrive as text (node-postgres) or BigInt (PGlite).
    return {
      kind: 'saved',
      order: { ...saved, totalFen: Number(saved.totalFen), payableFen: Number(saved.payableFen) },
    };
  } catch (error) {
    const refusal = readDatabaseError(error);
    if (refusal?.code === '23505' && refusal.constraint === 'orders_user_idempotency_key_unique') {
      return { kind: 'idempotencyKeyTaken' };
    }
    if (refusal?.code === '23502' && refusal.column === 'shipping_address') return { kind: 'addressNotFound' };
    throw error;
  }
}

// The PostgreSQL error under drizzle's wrapper (node-postgres and PGlite both report code, constraint and column).
function readDatabaseError(error: unknown): { code?: string; constraint?: string; column?: string } | undefined {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if (typeof (current as { code?: unknown }).code === 'string') return current as { code?: string };
  }
  return undefined;
}

/** An order's lines in line order. */
export async function listOrderLines(db: Db, orderId: string): Promise<OrderLineRow[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.lineNo));
}

/** Changes one line of an order (costs, supplier, price, amount). */
export async function updateOrderLine(
  tx: Db,
  orderId: string,
  lineId: string,
  changes: Partial<Pick<NewOrderLineRow, 'unitCostFen' | 'supplier' | 'unitPriceFen' | 'amountFen'>>,
): Promise<void> {
  if (!isUuid(lineId)) return;
  await tx
    .update(orderLines)
    .set(changes)
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.id, lineId)));
}

/**
 * Changes an order's columns; a status change applies only while the order is still in `expectedStatus` (the row is
 * locked, this is the backstop). Returns the updated row, or undefined when the status no longer held.
 */
export async function updateOrder(
  tx: Db,
  orderId: string,
  expectedStatus: number,
  changes: OrderChanges,
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(orders)
    .set(changes)
    .where(and(eq(orders.id, orderId), eq(orders.status, expectedStatus)))
    .returning();
  return row;
}

/** Records a stock movement of an order. */
export async function insertStockMovement(tx: Db, row: typeof stockMovements.$inferInsert): Promise<void> {
  await tx.insert(stockMovements).values(row);
}

/** The lines of several orders (for order facts in bulk). */
export async function listLinesOfOrders(db: Db, orderIds: readonly string[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, [...orderIds]))
    .orderBy(asc(orderLines.lineNo));
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Tells whether a string is a UUID (order ids are; anything else cannot be one). */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}

/** One order of a user by its number, or undefined (another customer's order is not found either). */
export async function findOwnOrderByNumber(db: Db, userId: string, orderNo: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.userId, userId)))
    .limit(1);
  return row;
}
