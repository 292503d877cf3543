import { z } from 'zod';
import { phoneField } from './accounts.ts';
import { singleLineText } from './text.ts';

/** At most this many delivery addresses per user. */
export const maxAddressesPerUser = 20;

/** Longest text of each address field; the form's inputs use the same limits. */
export const addressLimits = { fullName: 30, province: 30, city: 30, district: 30, detail: 200 } as const;

/**
 * The place fields an address must fill to be shipped to. The district may stay empty: some municipalities
 * have none. Rows saved before these were required may lack them, so orders check stored rows too.
 */
export const requiredAddressFields = ['province', 'city', 'detail'] as const;
export type RequiredAddressField = (typeof requiredAddressFields)[number];

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

/** Lists the required place fields an address leaves blank (after trimming), in form order. */
export function findMissingAddressFields(address: Pick<Address, RequiredAddressField>): RequiredAddressField[] {
  return requiredAddressFields.filter((field) => address[field].trim() === '');
}

/** True when an address has every place field an order needs to ship to it. */
export function isAddressComplete(address: Pick<Address, RequiredAddressField>): boolean {
  return findMissingAddressFields(address).length === 0;
}

const requiredText = (max: number) => singleLineText().min(1).max(max);

/**
 * POST /api/address/save: without `id` a new address, with it an update of one's own. The mobile must also be a
 * mainland number (`isMainlandMobile`), which the server checks after normalising it.
 */
export const saveAddressRequestSchema = z.object({
  id: z.uuid().optional(),
  fullName: requiredText(addressLimits.fullName),
  mobile: phoneField,
  province: requiredText(addressLimits.province),
  city: requiredText(addressLimits.city),
  district: singleLineText().max(addressLimits.district).default(''),
  detail: requiredText(addressLimits.detail),
  isDefault: z.boolean().default(false),
});
export type SaveAddressRequest = z.infer<typeof saveAddressRequestSchema>;

/** POST /api/address/delete. */
export const deleteAddressRequestSchema = z.object({ id: z.uuid() });

/** POST /api/address/save answer. */
export const saveAddressAnswerSchema = z.object({ id: z.string() });
