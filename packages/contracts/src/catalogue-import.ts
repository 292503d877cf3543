import { z } from 'zod/mini';
import { partCategories } from './parts.ts';
import { supplierCurrencies, supplierPaymentTerms } from './suppliers.ts';

/**
 * Importing parts (元件) and suppliers (供应商) from a spreadsheet (issue 13): POST …/import/preview reads the file and
 * answers what it recognised and every row's problems; POST …/import/confirm sends the same file again and writes it
 * all or nothing. Both are multipart with the file in the field "file".
 */

/** The limits of one import: file size, rows, and how much of a preview the answer carries. */
export const catalogueImportLimits = {
  /** Largest file, in bytes (5 MiB). */
  maxBytes: 5 * 1024 * 1024,
  /** How the size limit reads in messages. */
  limitText: '5 MiB',
  /** Most data rows one file may hold. */
  maxRows: 5_000,
  /** Rows of the preview the answer lists (the counts cover every row). */
  previewRows: 200,
  /** Problems the answer lists (the count covers every one). */
  listedIssues: 200,
  extensions: ['.csv', '.xlsx', '.xls'],
} as const;

/** What an import holds. */
export const catalogueImportKinds = ['parts', 'suppliers'] as const;
export type CatalogueImportKind = (typeof catalogueImportKinds)[number];

/** A problem of one cell: its 1-based row in the sheet, its column's heading, the field and the sentence. */
export const importIssueSchema = z.object({
  row: z.int(),
  column: z.string(),
  field: z.string(),
  message: z.string(),
});
export type ImportIssue = z.infer<typeof importIssueSchema>;

/** A supplier's offer carried on a part's row: the supplier is found by name (ignoring case). */
export const importedOfferSchema = z.object({
  supplierName: z.string(),
  supplierSku: z.string(),
  minQuantity: z.int(),
  unitPrice: z.number(),
  leadTimeDays: z.int(),
});

/** One part row as it would be written; `isNew` when no part has its MPN and manufacturer yet (ignoring case). */
export const importedPartSchema = z.object({
  row: z.int(),
  mpn: z.string(),
  manufacturer: z.string(),
  package: z.string(),
  value: z.string(),
  description: z.string(),
  category: z.enum(partCategories),
  moq: z.int(),
  attritionPerMille: z.int(),
  stockOnHand: z.int(),
  leadTimeDays: z.int(),
  priceBreaks: z.array(z.object({ minQuantity: z.int(), unitPrice: z.number() })),
  offer: z.nullable(importedOfferSchema),
  isNew: z.boolean(),
});
export type ImportedPart = z.infer<typeof importedPartSchema>;

/** One supplier row as it would be written; `isNew` when no supplier has its name yet (ignoring case). */
export const importedSupplierSchema = z.object({
  row: z.int(),
  name: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  contactEmail: z.string(),
  paymentTerms: z.enum(supplierPaymentTerms),
  currency: z.enum(supplierCurrencies),
  rating: z.int(),
  isNew: z.boolean(),
});
export type ImportedSupplier = z.infer<typeof importedSupplierSchema>;

const previewBaseSchema = z.object({
  fileName: z.string(),
  sheetName: z.string(),
  /** 1-based row of the header. */
  headerRow: z.int(),
  columns: z.array(z.string()),
  /** Field → the column read for it. */
  mapping: z.record(z.string(), z.string()),
  /** Data rows read (blank rows left out). */
  rowCount: z.int(),
  createCount: z.int(),
  updateCount: z.int(),
  issueCount: z.int(),
  /** The first problems (`catalogueImportLimits.listedIssues`); the file imports only when there is none. */
  issues: z.array(importIssueSchema),
});

/** POST /api/erp/parts/import/preview answer: the first rows (`catalogueImportLimits.previewRows`) and the counts. */
export const partsImportPreviewSchema = z.extend(previewBaseSchema, { rows: z.array(importedPartSchema) });
export type PartsImportPreview = z.infer<typeof partsImportPreviewSchema>;

/** POST /api/erp/suppliers/import/preview answer. */
export const suppliersImportPreviewSchema = z.extend(previewBaseSchema, { rows: z.array(importedSupplierSchema) });
export type SuppliersImportPreview = z.infer<typeof suppliersImportPreviewSchema>;

/** POST …/import/confirm answer: what was written (offers only for parts). */
export const importResultSchema = z.object({
  created: z.int(),
  updated: z.int(),
  offers: z.int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** POST /api/erp/parts/delete and /api/erp/suppliers/delete: the record to delete. */
export const deleteRecordRequestSchema = z.object({ id: z.uuid() });
