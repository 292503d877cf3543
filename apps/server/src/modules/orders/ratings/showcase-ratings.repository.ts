import { and, count, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { designJobs } from '../../../db/design-jobs.table.ts';
import { orderRatings, orders } from '../../../db/orders.table.ts';
import { users } from '../../../db/users.table.ts';

/** The states of a rating the customer shared (a private one never reaches the showcase). */
type SharedState = 'pending' | 'approved' | 'rejected';

/**
 * A shared rating as the showcase lists it: an order's rating, or a design job's feedback (issue 16: its id is the
 * job's, its number the job number, its product `design`).
 */
export type SharedRatingRow = {
  ratingId: string;
  orderNo: string;
  customerName: string;
  stars: number;
  content: string;
  state: SharedState;
  createdAt: Date;
  /** What was ordered, for the showcase's tags: the order type, the board material and the delivery chosen. */
  orderType: string;
  material: string | null;
  delivery: string | null;
};

const sharedColumns = {
  ratingId: orderRatings.id,
  orderNo: orders.orderNo,
  customerName: users.nickname,
  stars: orderRatings.stars,
  content: orderRatings.content,
  state: orderRatings.showcaseStatus,
  createdAt: orderRatings.createdAt,
  orderType: orders.orderType,
  material: sql<string | null>`${orders.spec}->>'material'`,
  delivery: sql<string | null>`${orders.spec}->>'delivery'`,
};

/** The design jobs' shared feedback in the columns of `sharedColumns`. */
const designColumns = {
  ratingId: designJobs.id,
  orderNo: designJobs.jobNo,
  customerName: users.nickname,
  stars: sql<number>`${designJobs.feedbackStars}`.as('stars'),
  content: sql<string>`coalesce(${designJobs.feedbackText}, '')`.as('content'),
  state: designJobs.feedbackShowcaseStatus,
  createdAt: sql<Date>`${designJobs.feedbackAt}`.as('created_at'),
  orderType: sql<string>`'design'`.as('order_type'),
  material: sql<string | null>`null::text`.as('material'),
  delivery: sql<string | null>`null::text`.as('delivery'),
};

function orderRatingsIn(states: readonly SharedState[]): SQL | undefined {
  return and(eq(orderRatings.share, true), inArray(orderRatings.showcaseStatus, [...states]));
}

function designFeedbackIn(states: readonly SharedState[]): SQL | undefined {
  return and(
    eq(designJobs.isFeedbackShareOffered, true),
    isNotNull(designJobs.feedbackAt),
    inArray(designJobs.feedbackShowcaseStatus, [...states]),
  );
}

/**
 * A page of shared ratings in the given states, newest first, with their count: order ratings and design jobs'
 * feedback together (one union query and two counts).
 */
export async function listSharedRatingPage(
  db: Db,
  states: readonly SharedState[],
  page: { limit: number; offset: number },
): Promise<{ rows: SharedRatingRow[]; total: number }> {
  const orderRows = db
    .select({
      ...sharedColumns,
      stars: sql<number>`${orderRatings.stars}`.as('stars'),
      content: sql<string>`${orderRatings.content}`.as('content'),
      createdAt: sql<Date>`${orderRatings.createdAt}`.as('created_at'),
      orderType: sql<string>`${orders.orderType}`.as('order_type'),
      material: sql<string | null>`${orders.spec}->>'material'`.as('material'),
      delivery: sql<string | null>`${orders.spec}->>'delivery'`.as('delivery'),
    })
    .from(orderRatings)
    .innerJoin(orders, eq(orders.id, orderRatings.orderId))
    .innerJoin(users, eq(users.id, orderRatings.userId))
    .where(orderRatingsIn(states));
  const designRows = db
    .select(designColumns)
    .from(designJobs)
    .innerJoin(users, eq(users.id, designJobs.ownerUserId))
    .where(designFeedbackIn(states));
  const rows = await unionAll(orderRows, designRows)
    .orderBy(sql`created_at desc`, sql`id desc`)
    .limit(page.limit)
    .offset(page.offset);
  const [orderCount] = await db.select({ total: count() }).from(orderRatings).where(orderRatingsIn(states));
  const [designCount] = await db.select({ total: count() }).from(designJobs).where(designFeedbackIn(states));
  return {
    rows: rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) })) as SharedRatingRow[],
    total: (orderCount?.total ?? 0) + (designCount?.total ?? 0),
  };
}

/** One shared rating (or design feedback), locked for the rest of the transaction; undefined when there is none. */
export async function lockSharedRating(tx: Db, ratingId: string): Promise<SharedRatingRow | undefined> {
  const [row] = await tx
    .select(sharedColumns)
    .from(orderRatings)
    .innerJoin(orders, eq(orders.id, orderRatings.orderId))
    .innerJoin(users, eq(users.id, orderRatings.userId))
    .where(and(eq(orderRatings.id, ratingId), eq(orderRatings.share, true)))
    .for('update', { of: orderRatings });
  if (row) return row as SharedRatingRow;
  const [design] = await tx
    .select(designColumns)
    .from(designJobs)
    .innerJoin(users, eq(users.id, designJobs.ownerUserId))
    .where(and(eq(designJobs.id, ratingId), designFeedbackIn(['pending', 'approved', 'rejected'])))
    .for('update', { of: designJobs });
  return design ? ({ ...design, createdAt: new Date(design.createdAt) } as SharedRatingRow) : undefined;
}

/** Sets a shared rating's (or design feedback's) showcase state. */
export async function setShowcaseState(tx: Db, ratingId: string, state: 'approved' | 'rejected'): Promise<void> {
  await tx.update(orderRatings).set({ showcaseStatus: state }).where(eq(orderRatings.id, ratingId));
  await tx.update(designJobs).set({ feedbackShowcaseStatus: state }).where(eq(designJobs.id, ratingId));
}
