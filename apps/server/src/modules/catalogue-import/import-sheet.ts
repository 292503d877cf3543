import { catalogueImportLimits } from '@boardforge/contracts/catalogue-import.ts';
import { isFormulaText } from '@boardforge/contracts/spreadsheet-formulas.ts';
import { AppError } from '../../lib/app-error.ts';
import { formulaCellKey } from '../bom/bom-lines.ts';
import { readSpreadsheet, type SpreadsheetFormat } from '../bom/spreadsheet-reading.ts';

/** One data row of an import: its 1-based row in the sheet and its cells by column heading. */
export type SheetRow = { row: number; cells: Record<string, string>; formulaColumns: ReadonlySet<string> };

/** A sheet as an import reads it: the header, the columns' headings and the data rows (blank rows left out). */
export type ImportSheet = { sheetName: string; headerRow: number; columns: string[]; rows: SheetRow[] };

/** Rows searched for the header. */
const headerSearchRows = 20;
/** Widest sheet read: a catalogue has a few dozen columns. */
const maxColumns = 200;

/**
 * Reads an import file with the BOM upload's reader (csv in UTF-8, UTF-16 or GBK; xlsx and xls, formulas never
 * evaluated, macros and DOCTYPEs refused) and picks the sheet and header row naming the most known columns. A file
 * without such a header, or with more data rows than `catalogueImportLimits.maxRows`, is refused (400 on `file`,
 * naming the limit and the first row over it).
 */
export function readImportSheet(
  bytes: Uint8Array,
  format: SpreadsheetFormat,
  countKnown: (headings: string[]) => number,
): ImportSheet {
  const sheets = readSpreadsheet(bytes, format);
  let best: { sheetIndex: number; rowIndex: number; known: number } | undefined;
  sheets.forEach((sheet, sheetIndex) => {
    sheet.rows.slice(0, headerSearchRows).forEach((row, rowIndex) => {
      const known = countKnown(row.slice(0, maxColumns).map((cell) => cell.trim()));
      if (known > 0 && (!best || known > best.known)) best = { sheetIndex, rowIndex, known };
    });
  });
  if (!best) throw new AppError('400', 'catalogueImport.noHeader', { rows: headerSearchRows });
  const sheet = sheets[best.sheetIndex];
  if (!sheet) throw new AppError('400', 'catalogueImport.noHeader', { rows: headerSearchRows });
  const headerIndex = best.rowIndex;
  const columns = nameColumns((sheet.rows[headerIndex] ?? []).slice(0, maxColumns));
  const rows: SheetRow[] = [];
  for (let rowIndex = headerIndex + 1; rowIndex < sheet.rows.length; rowIndex += 1) {
    const source = sheet.rows[rowIndex] ?? [];
    if (!source.some((cell) => cell.trim() !== '')) continue;
    if (rows.length >= catalogueImportLimits.maxRows)
      throw new AppError('400', 'catalogueImport.tooManyRows', {
        limit: catalogueImportLimits.maxRows,
        row: rowIndex + 1,
      });
    const cells: Record<string, string> = {};
    const formulaColumns = new Set<string>();
    columns.forEach((column, columnIndex) => {
      const text = source[columnIndex] ?? '';
      cells[column] = text.trim();
      if (isFormulaText(text) || sheet.formulaCells?.has(formulaCellKey(rowIndex, columnIndex)))
        formulaColumns.add(column);
    });
    rows.push({ row: rowIndex + 1, cells, formulaColumns });
  }
  return { sheetName: sheet.name, headerRow: headerIndex + 1, columns, rows };
}

/** Headings as written; a blank one becomes "Column N", a repeated one gets " (2)". */
function nameColumns(header: string[]): string[] {
  const seen = new Map<string, number>();
  return header.map((cell, index) => {
    const heading = cell.trim() || `Column ${index + 1}`;
    const count = (seen.get(heading) ?? 0) + 1;
    seen.set(heading, count);
    return count === 1 ? heading : `${heading} (${count})`;
  });
}
