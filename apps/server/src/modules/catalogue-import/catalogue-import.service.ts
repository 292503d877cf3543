import { readFile, rm } from 'node:fs/promises';
import {
  catalogueImportLimits,
  type ImportedPart,
  type ImportedSupplier,
  type ImportIssue,
  type ImportResult,
  type PartsImportPreview,
  type SuppliersImportPreview,
} from '@boardforge/contracts/catalogue-import.ts';
import { convertUnitYuanToCentiFen } from '@boardforge/domain/parts/part-purchase.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SpreadsheetFormat } from '../bom/spreadsheet-reading.ts';
import { readExtension, sanitizeFileName } from '../files/file-names.ts';
import { checkBomSignature, readSignature } from '../files/upload-checks.ts';
import type { ReceivedUpload } from '../files/upload-receiving.ts';
import type { ImportedPartColumn, PartsService } from '../parts/parts.public.ts';
import type { SuppliersService } from '../suppliers/suppliers.service.ts';
import type { ImportedSupplierColumn } from '../suppliers/suppliers-import.repository.ts';
import { mapPartColumns, mapSupplierColumns, readBreakHeading } from './import-columns.ts';
import { checkPartRows, checkSupplierRows, IssueList, type Translator } from './import-rows.ts';
import { type ImportSheet, readImportSheet } from './import-sheet.ts';

/**
 * An import request: the uploaded file, the caller's language, and whether the caller may write suppliers' offers
 * (`suppliers:edit`), which a parts file may carry.
 */
export type ImportInput = { upload: ReceivedUpload; translator: Translator; canWriteOffers: boolean };

const partColumnsByField = {
  package: 'package',
  value: 'value',
  description: 'description',
  category: 'category',
  moq: 'moq',
  attrition: 'attritionPerMille',
  stock: 'stockOnHand',
  leadTime: 'leadTimeDays',
} as const satisfies Record<string, ImportedPartColumn>;

const supplierColumns: readonly ImportedSupplierColumn[] = [
  'contactName',
  'contactPhone',
  'contactEmail',
  'paymentTerms',
  'currency',
  'rating',
];

/**
 * Creates the catalogue import (元件/供应商导入): a preview of what a file would write, and the import of it, all or
 * nothing in one transaction, refused (400) while any row has a problem. Parts are upserted by MPN and manufacturer,
 * suppliers by name, ignoring case; the writes go through the parts and suppliers services.
 */
export function createCatalogueImportService(dependencies: {
  db: Db;
  parts: PartsService;
  suppliers: SuppliersService;
}) {
  const { db, parts, suppliers } = dependencies;

  /** What a parts file would write: the first rows, the counts and every row's problems. */
  async function previewParts(input: ImportInput): Promise<PartsImportPreview> {
    return withSheet(input, async (sheet, fileName) => {
      const prepared = await prepareParts(db, sheet, input);
      return {
        ...describeSheet(sheet, fileName, prepared),
        rows: prepared.rows.slice(0, catalogueImportLimits.previewRows),
      };
    });
  }

  /** Imports a parts file (with its offers) in one transaction; any problem refuses the whole file (400). */
  async function importParts(input: ImportInput): Promise<ImportResult> {
    return withSheet(input, (sheet) =>
      db.transaction(async (tx) => {
        const prepared = await prepareParts(tx, sheet, input);
        refuseIssues(prepared.issues);
        const written = await parts.writeImportedParts(
          tx,
          prepared.writes.map((write) => write.part),
          prepared.changedColumns,
        );
        const offers = prepared.writes.flatMap((write, index) =>
          write.offer ? [{ ...write.offer, partId: written[index]?.id ?? '' }] : [],
        );
        const offerCount = await suppliers.writeImportedOffers(tx, offers);
        return { ...countWritten(written), offers: offerCount };
      }),
    );
  }

  /** What a suppliers file would write. */
  async function previewSuppliers(input: ImportInput): Promise<SuppliersImportPreview> {
    return withSheet(input, async (sheet, fileName) => {
      const prepared = await prepareSuppliers(db, sheet, input.translator);
      return {
        ...describeSheet(sheet, fileName, prepared),
        rows: prepared.rows.slice(0, catalogueImportLimits.previewRows),
      };
    });
  }

  /** Imports a suppliers file in one transaction; any problem refuses the whole file (400). */
  async function importSuppliers(input: ImportInput): Promise<ImportResult> {
    return withSheet(input, (sheet) =>
      db.transaction(async (tx) => {
        const prepared = await prepareSuppliers(tx, sheet, input.translator);
        refuseIssues(prepared.issues);
        const changed = supplierColumns.filter((column) => prepared.mapping[column] !== undefined);
        const written = await suppliers.writeImportedSuppliers(
          tx,
          prepared.rows.map(({ row: _row, isNew: _isNew, ...supplier }) => supplier),
          changed,
        );
        return { ...countWritten(written), offers: 0 };
      }),
    );
  }

  async function prepareParts(tx: Db, sheet: ImportSheet, input: Pick<ImportInput, 'translator' | 'canWriteOffers'>) {
    const issues = new IssueList(input.translator);
    const { mapping, checked } = checkPartRows(sheet, issues);
    if (!mapping.mpn || !mapping.manufacturer)
      throw new AppError('400', 'catalogueImport.missingColumn', {
        columns: !mapping.mpn ? 'MPN / 型号' : 'Manufacturer / 品牌',
      });
    // Offers belong to the suppliers: a file carrying some needs suppliers:edit as well as parts:edit.
    if (!input.canWriteOffers && checked.some(({ offer }) => offer !== null))
      throw new AppError('403', 'catalogueImport.offersForbidden', { column: mapping.supplierName ?? '' });
    const existing = await parts.findImportedParts(
      tx,
      checked.map(({ part }) => ({ mpn: part.mpn, manufacturer: part.manufacturer })),
    );
    const existingByKey = new Map(existing.map((row) => [`${row.mpnKey}\u0000${row.manufacturerKey}`, row]));
    const supplierNames = [...new Set(checked.flatMap(({ offer }) => (offer ? [offer.supplierName] : [])))];
    const supplierIds = new Map(
      (await suppliers.findSuppliersNamed(tx, supplierNames)).map((row) => [row.nameKey, row.id]),
    );
    const rows: ImportedPart[] = [];
    const writes: { part: Parameters<PartsService['writeImportedParts']>[1][number]; offer: OfferWrite | null }[] = [];
    for (const { row, part, offer } of checked) {
      const found = existingByKey.get(`${part.mpn.toLowerCase()}\u0000${part.manufacturer.toLowerCase()}`);
      if (found && mapping.stock && part.stockOnHand < found.reserved) {
        issues.add(row, mapping.stock, 'stockOnHand', 'catalogueImport.stockBelowReserved', {
          stock: part.stockOnHand,
          reserved: found.reserved,
        });
        continue;
      }
      const supplierId = offer ? supplierIds.get(offer.supplierName.toLowerCase()) : undefined;
      if (offer && !supplierId) {
        issues.add(row, mapping.supplierName ?? '', 'supplierName', 'catalogueImport.unknownSupplier', {
          name: offer.supplierName,
        });
        continue;
      }
      rows.push({ row, ...part, offer: offer ?? null, isNew: !found });
      writes.push({
        part: {
          ...part,
          priceBreaks: part.priceBreaks.map((entry) => ({
            minQuantity: entry.minQuantity,
            unitPriceCentiFen: convertUnitYuanToCentiFen(entry.unitPrice),
          })),
        },
        offer:
          offer && supplierId
            ? {
                supplierId,
                supplierSku: offer.supplierSku,
                minQuantity: offer.minQuantity,
                unitPriceCentiFen: convertUnitYuanToCentiFen(offer.unitPrice),
                leadTimeDays: offer.leadTimeDays,
              }
            : null,
      });
    }
    const changedColumns = Object.entries(partColumnsByField).flatMap(([field, column]) =>
      mapping[field as keyof typeof partColumnsByField] ? [column] : [],
    );
    const breakColumns = sheet.columns.filter((column) => readBreakHeading(column) !== null);
    return {
      mapping: { ...mapping, ...Object.fromEntries(breakColumns.map((column) => [`break:${column}`, column])) },
      rows,
      writes,
      changedColumns,
      issues: issues.issues,
    };
  }

  async function prepareSuppliers(tx: Db, sheet: ImportSheet, translator: Translator) {
    const issues = new IssueList(translator);
    const { mapping, checked } = checkSupplierRows(sheet, issues);
    if (!mapping.name) throw new AppError('400', 'catalogueImport.missingColumn', { columns: 'Supplier / 供应商名称' });
    const existing = await suppliers.findSuppliersNamed(
      tx,
      checked.map(({ supplier }) => supplier.name),
    );
    const existingNames = new Set(existing.map((row) => row.nameKey));
    const rows: ImportedSupplier[] = checked.map(({ row, supplier }) => ({
      row,
      ...supplier,
      isNew: !existingNames.has(supplier.name.toLowerCase()),
    }));
    return { mapping, rows, issues: issues.issues };
  }

  return { previewParts, importParts, previewSuppliers, importSuppliers };
}

type OfferWrite = {
  supplierId: string;
  supplierSku: string;
  minQuantity: number;
  unitPriceCentiFen: number;
  leadTimeDays: number;
};

/** Reads the uploaded file (its content checked against its extension) and always removes the temporary copy. */
async function withSheet<T>(
  input: ImportInput,
  work: (sheet: ImportSheet, fileName: string) => Promise<T>,
): Promise<T> {
  const { upload } = input;
  try {
    const fileName = sanitizeFileName(upload.clientName, 'import.csv');
    const format = readExtension(fileName).slice(1) as SpreadsheetFormat;
    checkBomSignature(await readSignature(upload.tempPath), format);
    const bytes = await readFile(upload.tempPath);
    const sheet = readImportSheet(bytes, format, (headings) =>
      Math.max(
        Object.keys(mapPartColumns(headings)).length +
          headings.filter((heading) => readBreakHeading(heading) !== null).length,
        Object.keys(mapSupplierColumns(headings)).length,
      ),
    );
    return await work(sheet, fileName);
  } finally {
    await rm(upload.tempPath, { force: true });
  }
}

function describeSheet(
  sheet: ImportSheet,
  fileName: string,
  prepared: { mapping: Record<string, string | undefined>; rows: { isNew: boolean }[]; issues: ImportIssue[] },
) {
  const createCount = prepared.rows.filter((row) => row.isNew).length;
  return {
    fileName,
    sheetName: sheet.sheetName,
    headerRow: sheet.headerRow,
    columns: sheet.columns,
    mapping: Object.fromEntries(
      Object.entries(prepared.mapping).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ),
    rowCount: sheet.rows.length,
    createCount,
    updateCount: prepared.rows.length - createCount,
    issueCount: prepared.issues.length,
    issues: prepared.issues.slice(0, catalogueImportLimits.listedIssues),
  };
}

/** A file with problems is refused whole: 400 naming the first one and how many there are, each as a field error. */
function refuseIssues(issues: readonly ImportIssue[]): void {
  const [first] = issues;
  if (!first) return;
  throw new AppError(
    '400',
    'catalogueImport.hasIssues',
    { count: issues.length, first: first.message },
    {
      reason: 'field.invalid',
      fieldErrors: issues
        .slice(0, catalogueImportLimits.listedIssues)
        .map((issue) => ({ field: `rows.${issue.row}.${issue.field}`, message: issue.message })),
    },
  );
}

function countWritten(written: readonly { isNew: boolean }[]): { created: number; updated: number } {
  const created = written.filter((row) => row.isNew).length;
  return { created, updated: written.length - created };
}

/** The catalogue import service's interface. */
export type CatalogueImportService = ReturnType<typeof createCatalogueImportService>;
