import { isEmailAddress, normalizeEmail } from '@boardforge/contracts/accounts.ts';
import type { ImportIssue } from '@boardforge/contracts/catalogue-import.ts';
import { type PartCategory, partCategories, savePartRequestSchema } from '@boardforge/contracts/parts.ts';
import {
  saveOfferRequestSchema,
  saveSupplierRequestSchema,
  supplierCurrencies,
  supplierLimits,
  supplierPaymentTerms,
} from '@boardforge/contracts/suppliers.ts';
import { singleLineText } from '@boardforge/contracts/text.ts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import type { MessageKey, MessageParams } from '../../i18n/messages.ts';
import { describeZodIssues } from '../../plugins/validation-messages.ts';
import {
  mapPartColumns,
  mapSupplierColumns,
  type PartImportField,
  readBreakHeading,
  type SupplierImportField,
} from './import-columns.ts';
import type { ImportSheet, SheetRow } from './import-sheet.ts';

/** Renders a message in the caller's language. */
export type Translator = Pick<FastifyRequest, 't'>;

/** A part row that passed every check, with its offer (the supplier still to be found by name). */
export type CheckedPart = {
  row: number;
  part: z.infer<typeof partRowSchema>;
  offer: z.infer<typeof offerRowSchema> | null;
};
/** A supplier row that passed every check. */
export type CheckedSupplier = { row: number; supplier: z.infer<typeof supplierRowSchema> };

const partRowSchema = z.omit(savePartRequestSchema, { id: true, reserved: true });
const offerRowSchema = z.extend(
  z.pick(saveOfferRequestSchema, { supplierSku: true, minQuantity: true, unitPrice: true, leadTimeDays: true }),
  { supplierName: singleLineText().check(z.minLength(1), z.maxLength(supplierLimits.name)) },
);
const supplierRowSchema = z.omit(saveSupplierRequestSchema, { id: true });

/** The import field each schema field is read from (an offer's fields under `offer.`). */
const partFieldSources: Record<string, PartImportField> = {
  mpn: 'mpn',
  manufacturer: 'manufacturer',
  package: 'package',
  value: 'value',
  description: 'description',
  category: 'category',
  moq: 'moq',
  attritionPerMille: 'attrition',
  stockOnHand: 'stock',
  leadTimeDays: 'leadTime',
  priceBreaks: 'priceBreaks',
  'offer.supplierName': 'supplierName',
  'offer.supplierSku': 'supplierSku',
  'offer.minQuantity': 'offerMinQuantity',
  'offer.unitPrice': 'offerPrice',
  'offer.leadTimeDays': 'offerLeadTime',
};

/** Collects a file's problems, each naming its row and column in the caller's language. */
export class IssueList {
  readonly issues: ImportIssue[] = [];
  constructor(readonly translator: Translator) {}

  add(row: number, column: string, field: string, key: MessageKey, params: MessageParams = {}): void {
    const detail = this.translator.t(key, { ...params, column });
    this.issues.push({ row, column, field, message: this.translator.t('catalogueImport.rowIssue', { row, detail }) });
  }

  addDetail(row: number, column: string, field: string, detail: string): void {
    this.issues.push({ row, column, field, message: this.translator.t('catalogueImport.rowIssue', { row, detail }) });
  }
}

/** Reads a number cell: "1,000", "¥0.12", "$3" → a number; empty → undefined (the default); other text as is. */
function readNumber(text: string | undefined): number | string | undefined {
  if (text === undefined || text === '') return undefined;
  const compact = text.replace(/[\s,¥￥$]/g, '');
  return /^\d{1,15}(\.\d{1,15})?$/.test(compact) ? Number(compact) : text;
}

/** Attrition: "2%" → 20 ‰, "5‰" or a bare 5 → 5 ‰. */
function readAttrition(text: string | undefined): number | string | undefined {
  if (text === undefined || text === '') return undefined;
  const percent = /^(\d{1,4}(?:\.\d{1,2})?)\s*%$/.exec(text);
  if (percent?.[1]) return Math.round(Number(percent[1]) * 10);
  return readNumber(text.replace(/‰$/, ''));
}

const categoryWords: Record<string, PartCategory> = {
  电阻: 'resistor',
  排阻: 'resistor',
  电容: 'capacitor',
  电感: 'inductor',
  磁珠: 'inductor',
  二极管: 'diode',
  三极管: 'transistor',
  晶体管: 'transistor',
  mos管: 'transistor',
  mosfet: 'transistor',
  芯片: 'ic',
  集成电路: 'ic',
  连接器: 'connector',
  接插件: 'connector',
  晶振: 'crystal',
  发光二极管: 'led',
  开关: 'switch',
  传感器: 'sensor',
  模块: 'module',
  其他: 'other',
  其它: 'other',
};

/** A category cell: a category's English key or its common Chinese word; empty → other; else the text as is. */
function readCategory(text: string | undefined): string {
  if (!text) return 'other';
  const key = text.toLowerCase().replace(/\s+/g, '');
  if ((partCategories as readonly string[]).includes(key)) return key;
  const singular = key.replace(/s$/, '');
  if ((partCategories as readonly string[]).includes(singular)) return singular;
  return categoryWords[key] ?? text;
}

/** A "qty:price" list ("1:0.12; 10:0.10", "1+:0.12/10+:0.1", "100=0.08"): its breaks, or null when unreadable. */
function readBreakList(text: string): { minQuantity: number | string; unitPrice: number | string }[] | null {
  const pairs = text.split(/[;；,，/|\s]+/).filter(Boolean);
  const breaks: { minQuantity: number | string; unitPrice: number | string }[] = [];
  for (const pair of pairs) {
    const match = /^([\d,]+)\+?[:：=]([^:：=]+)$/.exec(pair);
    if (!match?.[1] || !match[2]) return null;
    breaks.push({ minQuantity: readNumber(match[1]) ?? match[1], unitPrice: readNumber(match[2]) ?? match[2] });
  }
  return breaks;
}

/**
 * Checks every row of a parts sheet: the fields by the contracts' part schema (the limits named per row and column),
 * price breaks from "1+"-style columns, a "qty:price" list or a single unit price, an optional supplier's offer, no
 * formula-looking cell in a read column, no MPN and manufacturer twice. A file without an MPN or manufacturer
 * column is refused whole (400).
 */
export function checkPartRows(sheet: ImportSheet, issues: IssueList) {
  const mapping = mapPartColumns(sheet.columns);
  const breakColumns = sheet.columns
    .map((column) => ({ column, minQuantity: readBreakHeading(column) }))
    .filter((entry): entry is { column: string; minQuantity: number } => entry.minQuantity !== null);
  const readColumns: [string, string][] = [
    ...Object.entries(mapping).flatMap(([field, column]) =>
      column === undefined ? [] : [[field, column] as [string, string]],
    ),
    ...breakColumns.map((entry): [string, string] => ['priceBreaks', entry.column]),
  ];
  const checked: CheckedPart[] = [];
  const firstRowOfKey = new Map<string, number>();

  for (const sheetRow of sheet.rows) {
    if (hasFormula(sheetRow, readColumns, issues)) continue;
    const cell = (field: PartImportField) => {
      const column = mapping[field];
      return column === undefined ? undefined : sheetRow.cells[column];
    };
    const breakSources: string[] = [];
    const breaks = readPartBreaks(sheetRow, cell, mapping, breakColumns, breakSources, issues);
    if (breaks === null) continue;
    const candidate = {
      mpn: cell('mpn') ?? '',
      manufacturer: cell('manufacturer') ?? '',
      package: cell('package') || undefined,
      value: cell('value') || undefined,
      description: cell('description') || undefined,
      category: readCategory(cell('category')),
      moq: readNumber(cell('moq')),
      attritionPerMille: readAttrition(cell('attrition')),
      stockOnHand: readNumber(cell('stock')),
      leadTimeDays: readNumber(cell('leadTime')),
      priceBreaks: breaks,
    };
    const labelOf = (field: string) => {
      const breakIndex = /^priceBreaks\.(\d+)/.exec(field)?.[1];
      if (breakIndex !== undefined) return breakSources[Number(breakIndex)] ?? field;
      const source = partFieldSources[field] ?? partFieldSources[field.replace(/\..*$/, '')];
      return (source && mapping[source]) ?? field;
    };
    const part = validate(partRowSchema, candidate, sheetRow.row, labelOf, issues);
    const offer = readOffer(sheetRow.row, cell, mapping, part, labelOf, issues);
    if (!part || offer === false) continue;
    const sorted = [...part.priceBreaks].sort((a, b) => a.minQuantity - b.minQuantity);
    const repeatedBreak = sorted.find(
      (entry, index) => index > 0 && entry.minQuantity === sorted[index - 1]?.minQuantity,
    );
    if (repeatedBreak) {
      const column = breakSources[0] ?? mapping.priceBreaks ?? '';
      issues.add(sheetRow.row, column, 'priceBreaks', 'catalogueImport.repeatedBreak', {
        minQuantity: repeatedBreak.minQuantity,
      });
      continue;
    }
    const key = `${part.mpn.toLowerCase()}\u0000${part.manufacturer.toLowerCase()}`;
    const first = firstRowOfKey.get(key);
    if (first !== undefined) {
      issues.add(sheetRow.row, mapping.mpn ?? '', 'mpn', 'catalogueImport.repeatedPart', {
        mpn: part.mpn,
        manufacturer: part.manufacturer,
        first,
      });
      continue;
    }
    firstRowOfKey.set(key, sheetRow.row);
    checked.push({ row: sheetRow.row, part: { ...part, priceBreaks: sorted }, offer });
  }
  return { mapping, breakColumns, checked };
}

/** A row's price breaks before validation; null (with an issue) when a break list cannot be read. */
function readPartBreaks(
  sheetRow: SheetRow,
  cell: (field: PartImportField) => string | undefined,
  mapping: Partial<Record<PartImportField, string>>,
  breakColumns: readonly { column: string; minQuantity: number }[],
  sources: string[],
  issues: IssueList,
): { minQuantity: number | string; unitPrice: number | string }[] | null {
  const breaks: { minQuantity: number | string; unitPrice: number | string }[] = [];
  for (const { column, minQuantity } of breakColumns) {
    const price = readNumber(sheetRow.cells[column]);
    if (price === undefined) continue;
    breaks.push({ minQuantity, unitPrice: price });
    sources.push(column);
  }
  const listText = cell('priceBreaks');
  if (listText) {
    const listed = readBreakList(listText);
    if (listed === null) {
      issues.add(sheetRow.row, mapping.priceBreaks ?? '', 'priceBreaks', 'catalogueImport.breakList');
      return null;
    }
    for (const entry of listed) {
      breaks.push(entry);
      sources.push(mapping.priceBreaks ?? '');
    }
  }
  const unitPrice = readNumber(cell('unitPrice'));
  if (breaks.length === 0 && unitPrice !== undefined) {
    breaks.push({ minQuantity: 1, unitPrice });
    sources.push(mapping.unitPrice ?? '');
  }
  return breaks;
}

/** A row's offer: null when it names no supplier, false (with issues) when it is invalid. */
function readOffer(
  row: number,
  cell: (field: PartImportField) => string | undefined,
  mapping: Partial<Record<PartImportField, string>>,
  part: z.infer<typeof partRowSchema> | undefined,
  labelOf: (field: string) => string,
  issues: IssueList,
): z.infer<typeof offerRowSchema> | null | false {
  const supplierName = cell('supplierName');
  if (!supplierName) return null;
  const candidate = {
    offer: {
      supplierName,
      supplierSku: cell('supplierSku') || undefined,
      minQuantity: readNumber(cell('offerMinQuantity')) ?? part?.moq,
      unitPrice: readNumber(cell('offerPrice')) ?? part?.priceBreaks[0]?.unitPrice,
      leadTimeDays: readNumber(cell('offerLeadTime')) ?? part?.leadTimeDays,
    },
  };
  const offerLabel = (field: string) =>
    field === 'offer.unitPrice' && !mapping.offerPrice ? (mapping.unitPrice ?? labelOf(field)) : labelOf(field);
  const checked = validate(z.object({ offer: offerRowSchema }), candidate, row, offerLabel, issues);
  return checked ? checked.offer : false;
}

/** Checks every row of a suppliers sheet with the contracts' supplier schema; a file without a name column is refused. */
export function checkSupplierRows(sheet: ImportSheet, issues: IssueList) {
  const mapping = mapSupplierColumns(sheet.columns);
  const readColumns = Object.entries(mapping).flatMap(([field, column]) =>
    column === undefined ? [] : [[field, column] as [string, string]],
  );
  const checked: CheckedSupplier[] = [];
  const firstRowOfName = new Map<string, number>();
  const fieldSource: Record<string, SupplierImportField> = {
    name: 'name',
    contactName: 'contactName',
    contactPhone: 'contactPhone',
    contactEmail: 'contactEmail',
    paymentTerms: 'paymentTerms',
    currency: 'currency',
    rating: 'rating',
  };
  for (const sheetRow of sheet.rows) {
    if (hasFormula(sheetRow, readColumns, issues)) continue;
    const cell = (field: SupplierImportField) => {
      const column = mapping[field];
      return column === undefined ? undefined : sheetRow.cells[column];
    };
    const email = cell('contactEmail') ? normalizeEmail(cell('contactEmail') ?? '') : undefined;
    const candidate = {
      name: cell('name') ?? '',
      contactName: cell('contactName') || undefined,
      contactPhone: cell('contactPhone') || undefined,
      contactEmail: email,
      paymentTerms: readPaymentTerms(cell('paymentTerms')),
      currency: readCurrency(cell('currency')),
      rating: readNumber(cell('rating')) ?? 3,
    };
    const labelOf = (field: string) => {
      const source = fieldSource[field];
      return (source && mapping[source]) ?? field;
    };
    const supplier = validate(supplierRowSchema, candidate, sheetRow.row, labelOf, issues);
    if (!supplier) continue;
    if (supplier.contactEmail !== '' && !isEmailAddress(supplier.contactEmail)) {
      issues.add(sheetRow.row, mapping.contactEmail ?? '', 'contactEmail', 'suppliers.invalidEmail');
      continue;
    }
    const key = supplier.name.toLowerCase();
    const first = firstRowOfName.get(key);
    if (first !== undefined) {
      issues.add(sheetRow.row, mapping.name ?? '', 'name', 'catalogueImport.repeatedSupplier', {
        name: supplier.name,
        first,
      });
      continue;
    }
    firstRowOfName.set(key, sheetRow.row);
    checked.push({ row: sheetRow.row, supplier });
  }
  return { mapping, checked };
}

const paymentTermWords: Record<string, (typeof supplierPaymentTerms)[number]> = {
  预付: 'prepaid',
  预付款: 'prepaid',
  款到发货: 'prepaid',
  货到付款: 'cashOnDelivery',
  cod: 'cashOnDelivery',
  月结: 'monthly',
  月结15天: 'net15',
  月结30天: 'net30',
  月结60天: 'net60',
  月结90天: 'net90',
  '15天': 'net15',
  '30天': 'net30',
  '60天': 'net60',
  '90天': 'net90',
};

/** Payment terms: a key (net30), "net 30", or the Chinese words (月结30天, 款到发货); empty → net30. */
function readPaymentTerms(text: string | undefined): string {
  if (!text) return 'net30';
  const key = text.replace(/\s+/g, '').toLowerCase();
  const known = supplierPaymentTerms.find((term) => term.toLowerCase() === key);
  return known ?? paymentTermWords[key] ?? text;
}

const currencyWords: Record<string, (typeof supplierCurrencies)[number]> = {
  rmb: 'CNY',
  人民币: 'CNY',
  美元: 'USD',
  欧元: 'EUR',
  港币: 'HKD',
  港元: 'HKD',
  日元: 'JPY',
};

/** A currency: its code in any case, RMB, or its Chinese name; empty → CNY. */
function readCurrency(text: string | undefined): string {
  if (!text) return 'CNY';
  const upper = text.trim().toUpperCase();
  if ((supplierCurrencies as readonly string[]).includes(upper)) return upper;
  return currencyWords[text.trim().toLowerCase()] ?? text;
}

/** Refuses a row with a formula-looking cell in a column the import reads, naming each such column. */
function hasFormula(sheetRow: SheetRow, readColumns: readonly [string, string][], issues: IssueList): boolean {
  const found = readColumns.filter(([, column]) => sheetRow.formulaColumns.has(column));
  for (const [field, column] of found) issues.add(sheetRow.row, column, field, 'catalogueImport.formulaCell');
  return found.length > 0;
}

/** Parses a candidate with a contract schema; on failure adds each issue (row and column named) and answers undefined. */
function validate<Schema extends z.core.$ZodType>(
  schema: Schema,
  candidate: unknown,
  row: number,
  labelOf: (field: string) => string,
  issues: IssueList,
): z.infer<Schema> | undefined {
  const parsed = z.safeParse(schema, candidate);
  if (parsed.success) return parsed.data;
  for (const described of describeZodIssues(parsed.error.issues, candidate, issues.translator, labelOf))
    issues.addDetail(row, labelOf(described.field), described.field, described.message);
  return undefined;
}
