import { z } from 'zod';

/** At most this many delivery addresses per user. */
export const maxAddressesPerUser = 20;

/** A delivery address as GET /api/address/list answers it. */
export const addressSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  mobile: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  detail: z.string(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

/** POST /api/address/save: without `id` a new address, with it an update of one's own. */
export const saveAddressRequestSchema = z.object({
  id: z.uuid().optional(),
  fullName: z.string().trim().min(1).max(30),
  mobile: z.string().trim().min(1).max(20),
  province: z.string().trim().max(30).default(''),
  city: z.string().trim().max(30).default(''),
  district: z.string().trim().max(30).default(''),
  detail: z.string().trim().max(200).default(''),
  isDefault: z.boolean().default(false),
});
export type SaveAddressRequest = z.infer<typeof saveAddressRequestSchema>;

/** POST /api/address/delete. */
export const deleteAddressRequestSchema = z.object({ id: z.uuid() });

/** POST /api/address/save answer. */
export const saveAddressAnswerSchema = z.object({ id: z.string() });
