import { z } from 'zod';

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
