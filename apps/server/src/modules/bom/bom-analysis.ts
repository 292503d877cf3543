import { AppError } from '../../lib/app-error.ts';
import { type BomMapping, isKnownHeading, mapColumns } from './bom-columns.ts';
import { type BomLine, buildBomLines } from './bom-lines.ts';
import { refuseFormulaCells } from './formula-cells.ts';
import { readSpreadsheet, type SheetRows, type SpreadsheetFormat } from './spreadsheet-reading.ts';

/** What reading a BOM found. */
export type BomAnalysis = {
  sheetName: string;
  /** 1-based row of the header (0 when the file has none). */
  headerRow: number;
  columns: string[];
  mapping: BomMapping;
  dataList: BomLine[];
  lineCount: number;
};

/** Rows searched for the header. */
const headerSearchRows = 50;

/**
 * Reads a BOM, refusing it when a cell holds formula injection (formula-cells.ts; `fileName` names it): picks the sheet and its header row (the row naming the most known columns, then with
 * the most filled cells), names the columns, maps them to fields (or takes the customer's mapping,
 * refusing columns that do not exist) and builds the lines.
 */
export function analyseBom(
  bytes: Uint8Array,
  options: { format: SpreadsheetFormat; fileName: string; mapping?: BomMapping },
): BomAnalysis {
  const sheets = readSpreadsheet(bytes, options.format);
  refuseFormulaCells(sheets, options.fileName);
  const candidates = sheets.map((sheet) => ({ sheet, header: findHeader(sheet.rows) }));
  candidates.sort((a, b) => b.header.knownCount - a.header.knownCount || b.sheet.rows.length - a.sheet.rows.length);
  const best = candidates[0];
  if (!best || best.sheet.rows.every((row) => !row.some((cell) => cell.trim()))) {
    throw new AppError('400', 'files.bomEmpty');
  }
  const { sheet, header } = best;
  const columns = nameColumns(sheet, header.rowIndex, header.knownCount > 0);
  const mapping = options.mapping ? checkMapping(options.mapping, columns) : mapColumns(columns);
  const rowIndex = header.knownCount > 0 ? header.rowIndex : -1;
  const dataList = buildBomLines(sheet.rows, { rowIndex, columns }, mapping, sheet.formulaCells);
  return {
    sheetName: sheet.name,
    headerRow: rowIndex + 1,
    columns,
    mapping,
    dataList,
    lineCount: dataList.length,
  };
}

/** The header row: most cells naming known columns, then most filled cells; knownCount 0 when none does. */
function findHeader(rows: string[][]): { rowIndex: number; knownCount: number } {
  let best = { rowIndex: 0, knownCount: 0, filled: 0 };
  rows.slice(0, headerSearchRows).forEach((row, rowIndex) => {
    const texts = row.map((cell) => cell.trim()).filter(Boolean);
    const knownCount = Object.keys(mapColumns(texts)).length;
    const filled = texts.length;
    if (knownCount > best.knownCount || (knownCount === best.knownCount && knownCount > 0 && filled > best.filled)) {
      best = { rowIndex, knownCount, filled };
    }
  });
  return best.knownCount >= 1 && rows[best.rowIndex]?.some((cell) => isKnownHeading(cell))
    ? { rowIndex: best.rowIndex, knownCount: best.knownCount }
    : { rowIndex: 0, knownCount: 0 };
}

/**
 * Names the columns from the header (blank headings become "Column N", repeats get " (2)"), up to
 * the last column holding anything in the header or the rows below it.
 */
function nameColumns(sheet: SheetRows, headerIndex: number, hasHeader: boolean): string[] {
  let width = 0;
  for (const row of sheet.rows.slice(hasHeader ? headerIndex : 0)) {
    for (let index = row.length - 1; index >= width; index -= 1) {
      if (row[index]?.trim()) {
        width = index + 1;
        break;
      }
    }
  }
  const headerRow = hasHeader ? (sheet.rows[headerIndex] ?? []) : [];
  const seen = new Map<string, number>();
  return Array.from({ length: width }, (_unused, index) => {
    const heading = headerRow[index]?.trim() || `Column ${index + 1}`;
    const count = (seen.get(heading) ?? 0) + 1;
    seen.set(heading, count);
    return count === 1 ? heading : `${heading} (${count})`;
  });
}

function checkMapping(mapping: BomMapping, columns: string[]): BomMapping {
  for (const column of Object.values(mapping)) {
    if (column !== undefined && !columns.includes(column)) {
      throw new AppError('400', 'files.bomUnknownColumn', { column });
    }
  }
  return mapping;
}
