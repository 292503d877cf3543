import { and, count, gte, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { orders } from '../../../db/orders.table.ts';

/** How many orders customers placed (saved) in [start, end), whatever became of them — the traffic conversion's count. */
export async function countOrdersPlacedBetween(db: Db, start: Date, end: Date): Promise<number> {
  const [row] = await db
    .select({ placed: count() })
    .from(orders)
    .where(and(gte(orders.createdAt, start), lt(orders.createdAt, end)));
  return row?.placed ?? 0;
}
