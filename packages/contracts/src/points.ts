import { z } from 'zod/mini';
import { pagingSchema } from './envelope.ts';
import { maxIntegerColumnValue } from './limits.ts';
import { deliveryAddressSchema, redemptionStatuses } from './points-mall.ts';

/** Why points changed; the web app translates these codes. */
export const pointsReasons = ['register', 'order', 'rating', 'redeem', 'redeemRefund', 'adjust'] as const;
export type PointsReason = (typeof pointsReasons)[number];

/** Points credited once at registration (docs/pricing.md §5). */
export const registrationPoints = 50;

/** POST /api/user/scorelist: paging plus earn (credits) or spend (debits); no kind lists both. */
export const scoreListRequestSchema = z.extend(pagingSchema, { kind: z.optional(z.enum(['earn', 'spend'])) });
export type ScoreListRequest = z.infer<typeof scoreListRequestSchema>;

/** One row of the points ledger. */
export const pointsRowSchema = z.object({
  id: z.int(),
  change: z.int(),
  balance: z.int(),
  reason: z.enum(pointsReasons),
  orderNo: z.optional(z.string()),
  createdAt: z.string(),
});
export type PointsRow = z.infer<typeof pointsRowSchema>;

/** An item of the points mall. */
export const mallItemSchema = z.object({
  id: z.int(),
  name: z.string(),
  nameEn: z.string(),
  imageUrl: z.string(),
  points: z.int(),
  stock: z.int(),
  /** At most this many per customer over all their redemptions (null: no limit). */
  limitPerCustomer: z.nullable(z.int()),
});
export type MallItem = z.infer<typeof mallItemSchema>;

/** At most this many of one item per redemption. */
export const maxRedeemQuantity = 10;

/** POST /api/pointsMall/redeem. */
export const redeemRequestSchema = z.object({
  itemId: z.int().check(z.positive(), z.lte(maxIntegerColumnValue)),
  quantity: z._default(z.int().check(z.gte(1), z.lte(maxRedeemQuantity)), 1),
  /** One of the customer's saved addresses; a copy of it is kept with the redemption. */
  addressId: z.uuid(),
});
export type RedeemRequest = z.infer<typeof redeemRequestSchema>;

/** A redemption, as the redeem answer and the own list give it. */
export const redemptionSchema = z.object({
  id: z.string(),
  itemId: z.int(),
  name: z.string(),
  nameEn: z.string(),
  imageUrl: z.string(),
  quantity: z.int(),
  pointsSpent: z.int(),
  createdAt: z.string(),
  status: z.enum(redemptionStatuses),
  deliveryAddress: z.nullable(deliveryAddressSchema),
  carrier: z.nullable(z.string()),
  trackingNumber: z.nullable(z.string()),
  shippedAt: z.nullable(z.string()),
});
export type Redemption = z.infer<typeof redemptionSchema>;

/** POST /api/pointsMall/redeem answer: the redemption and the balance left. */
export const redeemAnswerSchema = z.object({ redemption: redemptionSchema, balance: z.int() });

/** GET /api/pointsMall/redemptions query. */
export const redemptionsQuerySchema = pagingSchema;
