import { z } from 'zod/mini';
import { emailMaxLength, phoneMaxLength } from './accounts.ts';
import { pagingSchema } from './envelope.ts';
import { unitYuanSchema } from './orders-transitions.ts';
import { partLimits } from './parts.ts';
import { singleLineText } from './text.ts';

/**
 * Suppliers of components (供应商, issue 13) and the parts they offer at what price. An offer's unit price is in the
 * supplier's currency, at most four decimals on the wire, integer hundredths of its minor unit inside.
 */

/** Longest text of each supplier field; the form's inputs use the same limits. */
export const supplierLimits = {
  name: 100,
  contactName: 50,
  supplierSku: 64,
  keyword: 100,
} as const;

/** Currencies a supplier invoices in. */
export const supplierCurrencies = ['CNY', 'USD', 'EUR', 'HKD', 'JPY'] as const;

/** Payment terms agreed with a supplier. */
export const supplierPaymentTerms = [
  'prepaid',
  'cashOnDelivery',
  'net15',
  'net30',
  'net60',
  'net90',
  'monthly',
] as const;

/** GET /api/erp/suppliers/list query: a name or contact keyword; paged. */
export const supplierListQuerySchema = z.extend(pagingSchema, {
  keyword: z.optional(singleLineText().check(z.maxLength(supplierLimits.keyword))),
});
export type SupplierListQuery = z.infer<typeof supplierListQuerySchema>;

/** POST /api/erp/suppliers/save: a new supplier (no id) or a change of one. */
export const saveSupplierRequestSchema = z.object({
  id: z.optional(z.uuid()),
  name: singleLineText().check(z.minLength(1), z.maxLength(supplierLimits.name)),
  contactName: z._default(singleLineText().check(z.maxLength(supplierLimits.contactName)), ''),
  contactPhone: z._default(singleLineText().check(z.maxLength(phoneMaxLength)), ''),
  /** Empty, or an e-mail address (the format is checked by the service, naming the field). */
  contactEmail: z._default(singleLineText().check(z.maxLength(emailMaxLength)), ''),
  paymentTerms: z.enum(supplierPaymentTerms),
  currency: z.enum(supplierCurrencies),
  rating: z.int().check(z.gte(1), z.lte(5)),
});
export type SaveSupplierRequest = z.infer<typeof saveSupplierRequestSchema>;

/** A save's answer: the record's id. */
export const savedIdAnswerSchema = z.object({ id: z.string() });

/** A supplier as the list shows it, with how many parts it offers. */
export const supplierSchema = z.object({
  id: z.string(),
  name: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  contactEmail: z.string(),
  paymentTerms: z.enum(supplierPaymentTerms),
  currency: z.enum(supplierCurrencies),
  rating: z.int(),
  offerCount: z.int(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Supplier = z.infer<typeof supplierSchema>;

/** POST /api/erp/suppliers/offers/save: a supplier's price for a part from a quantity on (no id: a new offer). */
export const saveOfferRequestSchema = z.object({
  id: z.optional(z.uuid()),
  supplierId: z.uuid(),
  partId: z.uuid(),
  supplierSku: z._default(singleLineText().check(z.maxLength(supplierLimits.supplierSku)), ''),
  minQuantity: z._default(z.int().check(z.gte(1), z.lte(partLimits.quantity)), 1),
  unitPrice: unitYuanSchema,
  leadTimeDays: z._default(z.int().check(z.gte(0), z.lte(partLimits.leadTimeDays)), 0),
});
export type SaveOfferRequest = z.infer<typeof saveOfferRequestSchema>;

/** POST /api/erp/suppliers/offers/delete: removes one offer. */
export const deleteOfferRequestSchema = z.object({ id: z.uuid() });
