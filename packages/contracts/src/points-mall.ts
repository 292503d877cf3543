import { z } from 'zod/mini';
import { pageSchema, pagingSchema } from './envelope.ts';
import { isUploadedImageUrl } from './images.ts';
import { maxIntegerColumnValue } from './limits.ts';
import { singleLineText } from './text.ts';

/**
 * The points mall's back office (积分商城): items (create, edit, restock, retire) and the fulfilment of redemptions
 * (pending → shipped with a carrier and tracking number → delivered, or cancelled with the points refunded).
 */

/** Where a redemption is on its way to the customer. */
export const redemptionStatuses = ['pending', 'shipped', 'delivered', 'cancelled'] as const;
export type RedemptionStatus = (typeof redemptionStatuses)[number];

/** Named statuses, so code never spells them. */
export const RedemptionStatus = {
  Pending: 'pending',
  Shipped: 'shipped',
  Delivered: 'delivered',
  Cancelled: 'cancelled',
} as const satisfies Record<string, RedemptionStatus>;

/** The address a redemption is shipped to, copied from the customer's address book when they redeem. */
export const deliveryAddressSchema = z.object({
  fullName: z.string(),
  mobile: z.string(),
  country: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  detail: z.string(),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

/**
 * The fulfilment transitions, the one table every status change goes through: ship a pending redemption, mark a
 * shipped one delivered, cancel a pending one (its points are refunded and its stock returned).
 */
export const redemptionTransitions = {
  ship: { from: ['pending'], to: 'shipped' },
  deliver: { from: ['shipped'], to: 'delivered' },
  cancel: { from: ['pending'], to: 'cancelled' },
} as const satisfies Record<string, { from: readonly RedemptionStatus[]; to: RedemptionStatus }>;
export type RedemptionAction = keyof typeof redemptionTransitions;

/** The actions possible from a status (what the staff list offers). */
export function allowedRedemptionActions(status: RedemptionStatus): RedemptionAction[] {
  return (Object.keys(redemptionTransitions) as RedemptionAction[]).filter((action) =>
    (redemptionTransitions[action].from as readonly RedemptionStatus[]).includes(status),
  );
}

/** Limits of the item and fulfilment forms; the web forms use the same. */
export const mallItemLimits = {
  name: 60,
  nameEn: 80,
  imageUrl: 200,
  maxPointsPrice: 1_000_000,
  maxStock: 1_000_000,
  maxRestock: 100_000,
  maxLimitPerCustomer: 1000,
  minSort: -10_000,
  maxSort: 10_000,
  keyword: 60,
  carrier: 40,
  trackingNumber: 40,
} as const;

/** The images the seed's items show (public/mall), besides uploaded ones. */
const seedImagePattern = /^\/mall\/[a-z0-9-]+\.svg$/;

const mallItemFields = {
  name: singleLineText().check(z.minLength(1), z.maxLength(mallItemLimits.name)),
  nameEn: singleLineText().check(z.minLength(1), z.maxLength(mallItemLimits.nameEn)),
  imageUrl: singleLineText().check(
    z.maxLength(mallItemLimits.imageUrl),
    z.refine((url) => isUploadedImageUrl(url) || seedImagePattern.test(url), { message: 'upload an image' }),
  ),
  pointsPrice: z.int().check(z.gte(1), z.lte(mallItemLimits.maxPointsPrice)),
  limitPerCustomer: z.nullable(z.int().check(z.gte(1), z.lte(mallItemLimits.maxLimitPerCustomer))),
  sort: z.int().check(z.gte(mallItemLimits.minSort), z.lte(mallItemLimits.maxSort)),
};

/** POST /api/erp/pointsMall/items/create: an item with its first stock (active at once). */
export const createMallItemRequestSchema = z.object({
  ...mallItemFields,
  stock: z.int().check(z.gte(0), z.lte(mallItemLimits.maxStock)),
});
export type CreateMallItemRequest = z.infer<typeof createMallItemRequestSchema>;

/** POST /api/erp/pointsMall/items/update: the item's fields; stock moves only by restocking. */
export const updateMallItemRequestSchema = z.object({
  id: z.int().check(z.positive(), z.lte(maxIntegerColumnValue)),
  ...mallItemFields,
});
export type UpdateMallItemRequest = z.infer<typeof updateMallItemRequestSchema>;

/** POST /api/erp/pointsMall/items/restock: adds to the stock (never beyond maxStock). */
export const restockMallItemRequestSchema = z.object({
  id: z.int().check(z.positive(), z.lte(maxIntegerColumnValue)),
  quantity: z.int().check(z.gte(1), z.lte(mallItemLimits.maxRestock)),
});
export type RestockMallItemRequest = z.infer<typeof restockMallItemRequestSchema>;

/** POST /api/erp/pointsMall/items/set-active: retire (no longer on offer) or reactivate an item. */
export const setMallItemActiveRequestSchema = z.object({
  id: z.int().check(z.positive(), z.lte(maxIntegerColumnValue)),
  isActive: z.boolean(),
});
export type SetMallItemActiveRequest = z.infer<typeof setMallItemActiveRequestSchema>;

/** Which items a list shows by their state. */
export const mallItemStates = ['all', 'active', 'retired'] as const;

/** GET /api/erp/pointsMall/items/list: paging, the state and a keyword (either name). */
export const mallItemsQuerySchema = z.extend(pagingSchema, {
  state: z._default(z.enum(mallItemStates), 'all'),
  keyword: z.optional(singleLineText().check(z.maxLength(mallItemLimits.keyword))),
});
export type MallItemsQuery = z.infer<typeof mallItemsQuerySchema>;

/** One item as the back office lists it. */
export const adminMallItemSchema = z.object({
  id: z.int(),
  name: z.string(),
  nameEn: z.string(),
  imageUrl: z.string(),
  pointsPrice: z.int(),
  stock: z.int(),
  limitPerCustomer: z.nullable(z.int()),
  sort: z.int(),
  isActive: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type AdminMallItem = z.infer<typeof adminMallItemSchema>;
export const adminMallItemsAnswerSchema = pageSchema(adminMallItemSchema);

/** GET /api/erp/pointsMall/redemptions/list: by status, customer (phone or name), item and China-time days. */
export const adminRedemptionsQuerySchema = z
  .extend(pagingSchema, {
    status: z.optional(z.enum(redemptionStatuses)),
    customer: z.optional(singleLineText().check(z.maxLength(mallItemLimits.keyword))),
    itemId: z.optional(z.coerce.number().check(z.int(), z.positive(), z.lte(maxIntegerColumnValue))),
    from: z.optional(z.iso.date()),
    to: z.optional(z.iso.date()),
  })
  .check(
    z.superRefine((value, context) => {
      if (value.from && value.to && value.to < value.from)
        context.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
    }),
  );
export type AdminRedemptionsQuery = z.infer<typeof adminRedemptionsQuerySchema>;

/** One redemption as the back office lists it. */
export const adminRedemptionSchema = z.object({
  id: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  customerId: z.string(),
  customerName: z.string(),
  customerPhone: z.string(),
  itemId: z.int(),
  itemName: z.string(),
  itemNameEn: z.string(),
  quantity: z.int(),
  pointsSpent: z.int(),
  status: z.enum(redemptionStatuses),
  deliveryAddress: z.nullable(deliveryAddressSchema),
  carrier: z.nullable(z.string()),
  trackingNumber: z.nullable(z.string()),
  shippedAt: z.nullable(z.iso.datetime({ offset: true })),
  deliveredAt: z.nullable(z.iso.datetime({ offset: true })),
  cancelledAt: z.nullable(z.iso.datetime({ offset: true })),
});
export type AdminRedemption = z.infer<typeof adminRedemptionSchema>;
export const adminRedemptionsAnswerSchema = pageSchema(adminRedemptionSchema);

const redemptionIdField = z.uuid();

/** POST /api/erp/pointsMall/redemptions/ship: a pending redemption leaves with a carrier and a tracking number. */
export const shipRedemptionRequestSchema = z.object({
  id: redemptionIdField,
  carrier: singleLineText().check(z.minLength(1), z.maxLength(mallItemLimits.carrier)),
  trackingNumber: singleLineText().check(
    z.minLength(1),
    z.maxLength(mallItemLimits.trackingNumber),
    z.regex(/^[A-Za-z0-9-]+$/, { message: 'letters, digits and dashes only' }),
  ),
});
export type ShipRedemptionRequest = z.infer<typeof shipRedemptionRequestSchema>;

/** POST /api/erp/pointsMall/redemptions/deliver and /cancel: the redemption's id. */
export const redemptionIdRequestSchema = z.object({ id: redemptionIdField });
export type RedemptionIdRequest = z.infer<typeof redemptionIdRequestSchema>;

/** The answer of ship, deliver and cancel: the redemption and its new status. */
export const redemptionMoveAnswerSchema = z.object({ id: z.string(), status: z.enum(redemptionStatuses) });
