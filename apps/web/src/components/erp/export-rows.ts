import { escapeFormulaText } from '@boardforge/contracts/spreadsheet-formulas.ts';
import type * as Xlsx from '@e965/xlsx';
import type { Paging } from './paged-table.tsx';

/** One column of an exported sheet: its heading and the plain value of a row (text, a number, or empty). */
export type ExportColumn<Row> = { title: string; value: (row: Row) => string | number | null | undefined };

/** A page of a list as the server's list calls answer it. */
export type ExportPage<Row> = { rows: Row[]; total: number };

/** The most rows one export takes: 100 pages of the largest page size; a larger filter is narrowed first. */
export const maxExportRows = 5_000;
/** The page size exports read with (the largest the contracts allow). */
const exportPageSize = 50;

/**
 * Reads every row of a filter, page by page in order, up to `limit` rows; says whether rows were left out. A page
 * that comes back short ends the reading (the list shrank meanwhile).
 */
export async function collectRows<Row>(
  loadPage: (paging: Paging) => Promise<ExportPage<Row>>,
  limit: number = maxExportRows,
): Promise<{ rows: Row[]; total: number; isCapped: boolean }> {
  const rows: Row[] = [];
  let total = 0;
  for (let pageNum = 1; rows.length < limit; pageNum++) {
    const page = await loadPage({ pageNum, pageSize: exportPageSize });
    total = page.total;
    rows.push(...page.rows);
    if (page.rows.length < exportPageSize || rows.length >= total) break;
  }
  const kept = rows.slice(0, limit);
  return { rows: kept, total, isCapped: total > kept.length };
}

/**
 * The sheet's cells: the headings, then one line per row, empty values as empty cells. Every text cell goes through
 * the contracts' escapeFormulaText (docs/api.md "Formula cells"): a customer's remark such as `=HYPERLINK(…)` stays
 * text in every program that opens the export; numbers stay numbers.
 */
export function buildSheetCells<Row>(
  columns: readonly ExportColumn<Row>[],
  rows: readonly Row[],
): (string | number)[][] {
  const toCell = (value: string | number | null | undefined) =>
    typeof value === 'string' ? escapeFormulaText(value) : (value ?? '');
  return [
    columns.map((column) => toCell(column.title)),
    ...rows.map((row) => columns.map((column) => toCell(column.value(row)))),
  ];
}

/**
 * The workbook of an export: one sheet, named after the list (Excel takes 31 characters), holding the rows' cells
 * (buildSheetCells, formula text neutralised). The library is passed in: it loads only when an export starts.
 */
export function buildExportBook<Row>(
  xlsx: typeof Xlsx,
  listName: string,
  columns: readonly ExportColumn<Row>[],
  rows: readonly Row[],
): Xlsx.WorkBook {
  const book = xlsx.utils.book_new();
  xlsx.utils.book_append_sheet(book, xlsx.utils.aoa_to_sheet(buildSheetCells(columns, rows)), listName.slice(0, 31));
  return book;
}

/** A file name for an export: the list's name and the local date, without characters file systems refuse. */
export function nameExportFile(listName: string, now: Date): string {
  const safeName =
    [...listName]
      .map((character) => (character < ' ' || '\\/:*?"<>|'.includes(character) ? ' ' : character))
      .join('')
      .replace(/ +/g, ' ')
      .trim() || 'export';
  const date = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return `${safeName} ${date}.xlsx`;
}
