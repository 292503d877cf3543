import {
  type PartCategory,
  type PartDetail,
  partLimits,
  type SavePartRequest,
  savePartRequestSchema,
} from '@boardforge/contracts/parts.ts';
import type { FormInstance } from 'antd';
import { isApiError } from '../../../lib/api-error.ts';
import { readMaxLength } from '../../../lib/schema-limits.ts';

/** What staff type into the part form (antd hands over null for an emptied number input). */
export type PartFormValues = {
  mpn: string;
  manufacturer: string;
  package: string;
  value: string;
  description: string;
  category: PartCategory | undefined;
  moq: number | null;
  attritionPerMille: number | null;
  stockOnHand: number | null;
  reserved: number | null;
  lowStockThreshold: number | null;
  leadTimeDays: number | null;
  priceBreaks: { minQuantity: number | null; unitPrice: number | null }[];
  aliases: string[];
};

const fields = savePartRequestSchema.shape;

/** The longest text of each text field, read from the contracts' request schema. */
export const partTextLimits = {
  mpn: readMaxLength(fields.mpn),
  manufacturer: readMaxLength(fields.manufacturer),
  package: readMaxLength(fields.package),
  value: readMaxLength(fields.value),
  description: readMaxLength(fields.description),
};

/** The bounds of the number fields (the contracts' `partLimits`). */
export const partNumberLimits = {
  quantity: partLimits.quantity,
  attritionPerMille: partLimits.attritionPerMille,
  leadTimeDays: partLimits.leadTimeDays,
  priceBreaks: partLimits.priceBreaks,
  aliases: partLimits.aliases,
};

/** The form's start: empty for a new part, the part's own values for a change. */
export function toPartFormValues(part: PartDetail | null): PartFormValues {
  if (!part) {
    return {
      mpn: '',
      manufacturer: '',
      package: '',
      value: '',
      description: '',
      category: undefined,
      moq: 1,
      attritionPerMille: 0,
      stockOnHand: 0,
      reserved: 0,
      lowStockThreshold: 0,
      leadTimeDays: 0,
      priceBreaks: [{ minQuantity: 1, unitPrice: null }],
      aliases: [],
    };
  }
  return {
    mpn: part.mpn,
    manufacturer: part.manufacturer,
    package: part.package,
    value: part.value,
    description: part.description,
    category: part.category,
    moq: part.moq,
    attritionPerMille: part.attritionPerMille,
    stockOnHand: part.stockOnHand,
    reserved: part.reserved,
    lowStockThreshold: part.lowStockThreshold,
    leadTimeDays: part.leadTimeDays,
    priceBreaks: part.priceBreaks.map((entry) => ({ minQuantity: entry.minQuantity, unitPrice: entry.unitPrice })),
    aliases: part.aliases,
  };
}

/**
 * Builds POST /api/erp/parts/save from the form (texts trimmed, emptied numbers sent as their defaults); the server
 * judges it with the same schema and names each field it refuses.
 */
export function buildSavePartRequest(id: string | undefined, values: PartFormValues): SavePartRequest {
  return {
    ...(id ? { id } : {}),
    mpn: values.mpn.trim(),
    manufacturer: values.manufacturer.trim(),
    package: values.package.trim(),
    value: values.value.trim(),
    description: values.description.trim(),
    category: values.category ?? 'other',
    moq: values.moq ?? 1,
    attritionPerMille: values.attritionPerMille ?? 0,
    stockOnHand: values.stockOnHand ?? 0,
    reserved: values.reserved ?? 0,
    lowStockThreshold: values.lowStockThreshold ?? 0,
    leadTimeDays: values.leadTimeDays ?? 0,
    priceBreaks: (values.priceBreaks ?? []).map((entry) => ({
      minQuantity: entry.minQuantity ?? 0,
      unitPrice: entry.unitPrice ?? 0,
    })),
    aliases: (values.aliases ?? []).map((alias) => alias.trim()).filter((alias) => alias.length > 0),
  };
}

/**
 * Marks the price-break fields a 400 names (`priceBreaks.1.minQuantity`) on their row of the list, which the shared
 * `applyFieldErrors` does not reach (it knows top-level fields). True when every field the server named was a break's.
 */
export function markPriceBreakErrors(form: FormInstance<PartFormValues>, error: unknown): boolean {
  if (!isApiError(error) || error.fieldErrors.length === 0) return false;
  const breakErrors = error.fieldErrors.flatMap((entry) => {
    const match = /^priceBreaks\.(\d+)\.(minQuantity|unitPrice)$/.exec(entry.field);
    return match ? [{ name: ['priceBreaks', Number(match[1]), match[2] ?? ''], errors: [entry.message] }] : [];
  });
  form.setFields(breakErrors as Parameters<FormInstance<PartFormValues>['setFields']>[0]);
  return breakErrors.length === error.fieldErrors.length;
}
