import type { RateOrderRequest, ratingSchema } from '@boardforge/contracts/orders.ts';
import { OrderStatus } from '@boardforge/domain/order-status/statuses.ts';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { appendOrderEvent } from '../../order-events/order-events.repository.ts';
import { addPointsEntry } from '../../points/points.public.ts';
import { lockOrderById } from '../orders.repository.ts';
import { insertRatingOnce } from './order-ratings.repository.ts';

/** Points a rating earns (docs/pricing.md §5). */
export const ratingPoints = 10;

type Rating = z.infer<typeof ratingSchema>;

/** Creates the rating service: a customer rates a completed order once, for 10 points; a shared one awaits staff. */
export function createOrderRatingsService(dependencies: { db: Db; now: () => Date }) {
  const { db, now } = dependencies;

  /**
   * Rates the caller's completed order in one transaction: the rating, +10 points and the order event. Another
   * customer's order 404, not completed 409, rated already 409 (also when two ratings race).
   */
  async function rateOrder(userId: string, request: RateOrderRequest): Promise<Rating> {
    return db.transaction(async (tx) => {
      const at = now();
      const order = await lockOrderById(tx, request.orderId);
      if (!order || order.userId !== userId) throw new AppError('404', 'orders.notFound');
      if (order.status !== OrderStatus.Completed) throw new AppError('409', 'orders.rateNotCompleted');
      const rating = await insertRatingOnce(tx, {
        orderId: order.id,
        userId,
        stars: request.stars,
        content: request.content,
        share: request.share,
        showcaseStatus: request.share ? 'pending' : 'private',
        pointsCredited: ratingPoints,
        createdAt: at,
      });
      if (!rating) throw new AppError('409', 'orders.alreadyRated');
      await addPointsEntry(tx, { userId, change: ratingPoints, reason: 'rating', orderNo: order.orderNo, at });
      await appendOrderEvent(tx, {
        orderId: order.id,
        userId,
        kind: 'rated',
        payload: { orderNo: order.orderNo, stars: rating.stars },
        at,
      });
      return {
        ratingId: rating.id,
        orderId: order.id,
        stars: rating.stars,
        content: rating.content,
        share: rating.share,
        showcaseStatus: rating.showcaseStatus,
        pointsCredited: rating.pointsCredited,
      };
    });
  }

  return { rateOrder };
}

/** The rating service as the routes receive it. */
export type OrderRatingsService = ReturnType<typeof createOrderRatingsService>;
