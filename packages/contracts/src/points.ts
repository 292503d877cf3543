import { z } from 'zod';
import { pagingSchema } from './envelope.ts';
import { maxIntegerColumnValue } from './limits.ts';

/** Why points changed; the web app translates these codes. */
export const pointsReasons = ['register', 'order', 'rating', 'redeem', 'redeemRefund', 'adjust'] as const;
export type PointsReason = (typeof pointsReasons)[number];

/** Points credited once at registration (docs/pricing.md §5). */
export const registrationPoints = 50;

/** POST /api/user/scorelist: paging plus earn (credits) or spend (debits); no kind lists both. */
export const scoreListRequestSchema = pagingSchema.extend({ kind: z.enum(['earn', 'spend']).optional() });
export type ScoreListRequest = z.infer<typeof scoreListRequestSchema>;

/** One row of the points ledger. */
export const pointsRowSchema = z.object({
  id: z.number().int(),
  change: z.number().int(),
  balance: z.number().int(),
  reason: z.enum(pointsReasons),
  orderNo: z.string().optional(),
  createdAt: z.string(),
});
export type PointsRow = z.infer<typeof pointsRowSchema>;

/** An item of the points mall. */
export const mallItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  imageUrl: z.string(),
  points: z.number().int(),
  stock: z.number().int(),
});
export type MallItem = z.infer<typeof mallItemSchema>;

/** At most this many of one item per redemption. */
export const maxRedeemQuantity = 10;

/** POST /api/pointsMall/redeem. */
export const redeemRequestSchema = z.object({
  itemId: z.number().int().positive().max(maxIntegerColumnValue),
  quantity: z.number().int().min(1).max(maxRedeemQuantity).default(1),
});
export type RedeemRequest = z.infer<typeof redeemRequestSchema>;

/** A redemption, as the redeem answer and the own list give it. */
export const redemptionSchema = z.object({
  id: z.string(),
  itemId: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  imageUrl: z.string(),
  quantity: z.number().int(),
  pointsSpent: z.number().int(),
  createdAt: z.string(),
});
export type Redemption = z.infer<typeof redemptionSchema>;

/** POST /api/pointsMall/redeem answer: the redemption and the balance left. */
export const redeemAnswerSchema = z.object({ redemption: redemptionSchema, balance: z.number().int() });

/** GET /api/pointsMall/redemptions query. */
export const redemptionsQuerySchema = pagingSchema;
