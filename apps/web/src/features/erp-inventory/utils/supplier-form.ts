import {
  type SaveOfferRequest,
  type SaveSupplierRequest,
  type Supplier,
  saveOfferRequestSchema,
  saveSupplierRequestSchema,
  type supplierCurrencies,
  type supplierPaymentTerms,
} from '@boardforge/contracts/suppliers.ts';
import { readMaxLength } from '../../../lib/schema-limits.ts';

/** What staff type into the supplier form. */
export type SupplierFormValues = {
  name: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  paymentTerms: (typeof supplierPaymentTerms)[number] | undefined;
  currency: (typeof supplierCurrencies)[number] | undefined;
  rating: number | null;
};

const supplierFields = saveSupplierRequestSchema.shape;

/** The longest text of each supplier field, read from the contracts' request schema. */
export const supplierTextLimits = {
  name: readMaxLength(supplierFields.name),
  contactName: readMaxLength(supplierFields.contactName),
  contactPhone: readMaxLength(supplierFields.contactPhone),
  contactEmail: readMaxLength(supplierFields.contactEmail),
};

/** The form's start: a new supplier paying net 30 in yuan, or the supplier's own values. */
export function toSupplierFormValues(supplier: Supplier | null): SupplierFormValues {
  if (!supplier) {
    return {
      name: '',
      contactName: '',
      contactPhone: '',
      contactEmail: '',
      paymentTerms: 'net30',
      currency: 'CNY',
      rating: 3,
    };
  }
  return {
    name: supplier.name,
    contactName: supplier.contactName,
    contactPhone: supplier.contactPhone,
    contactEmail: supplier.contactEmail,
    paymentTerms: supplier.paymentTerms,
    currency: supplier.currency,
    rating: supplier.rating,
  };
}

/** Builds POST /api/erp/suppliers/save from the form; the server names each field it refuses. */
export function buildSaveSupplierRequest(id: string | undefined, values: SupplierFormValues): SaveSupplierRequest {
  return {
    ...(id ? { id } : {}),
    name: values.name.trim(),
    contactName: values.contactName.trim(),
    contactPhone: values.contactPhone.trim(),
    contactEmail: values.contactEmail.trim(),
    paymentTerms: values.paymentTerms ?? 'net30',
    currency: values.currency ?? 'CNY',
    rating: values.rating ?? 0,
  };
}

/** What staff type into the offer form of a part. */
export type OfferFormValues = {
  supplierId: string | undefined;
  supplierSku: string;
  minQuantity: number | null;
  unitPrice: number | null;
  leadTimeDays: number | null;
};

/** The longest supplier SKU, read from the contracts' request schema. */
export const supplierSkuMaxLength = readMaxLength(saveOfferRequestSchema.shape.supplierSku);

/** Builds POST /api/erp/suppliers/offers/save for a part: a new offer, or a change of the offer `offerId`. */
export function buildSaveOfferRequest(partId: string, values: OfferFormValues, offerId?: string): SaveOfferRequest {
  return {
    ...(offerId ? { id: offerId } : {}),
    supplierId: values.supplierId ?? '',
    partId,
    supplierSku: values.supplierSku.trim(),
    minQuantity: values.minQuantity ?? 1,
    unitPrice: values.unitPrice ?? 0,
    leadTimeDays: values.leadTimeDays ?? 0,
  };
}
