import * as XLSX from '@e965/xlsx';
import * as codepages from '@e965/xlsx/dist/cpexcel.full.mjs';
import Papa from 'papaparse';
import { AppError } from '../../lib/app-error.ts';
import { detectFileSignature } from '../files/file-signature.ts';
import { unzipSafely } from '../files/safe-unzip.ts';
import { formulaCellKey } from './bom-lines.ts';

/**
 * A sheet as rows of cell texts; `formulaCells` holds the formulas of a workbook's cells (their text is the cached
 * result, which may look harmless), keyed by formulaCellKey.
 */
export type SheetRows = { name: string; rows: string[][]; formulaCells?: ReadonlyMap<number, string> };

/** The spreadsheet formats a BOM may come in (by its extension, checked against its content). */
export type SpreadsheetFormat = 'csv' | 'xls' | 'xlsx';

// Legacy .xls files in a code page (GBK / cp936 and others) need SheetJS's code-page tables.
XLSX.set_cptable(codepages);

/** Workbooks with more sheets than this are read up to it. */
const maxSheets = 20;

/**
 * Reads a BOM file into sheets of cell texts. Formulas are never evaluated: each cell gives its cached text, and the
 * cells holding a formula are listed (the formula is read as text only to know it is there). An xlsx is unpacked with the zip-bomb limits
 * and refused (400) when an XML part declares a DOCTYPE or entity, or when it carries macros.
 */
export function readSpreadsheet(bytes: Uint8Array, format: SpreadsheetFormat): SheetRows[] {
  const signature = detectFileSignature(bytes.subarray(0, 8192));
  // Text is read as csv (also an .xls that is really tab- or comma-separated text, as ERPs export).
  if (signature === 'text' && format !== 'xlsx') return [{ name: 'csv', rows: parseCsv(decodeText(bytes)) }];
  if (format === 'csv') throw new AppError('415', 'files.wrongContent', { expected: 'CSV' });
  if (signature === 'zip') {
    checkOfficeZip(bytes);
    return readWorkbook(bytes);
  }
  if (signature === 'ole2' && format === 'xls') {
    if (hasVbaStorage(bytes)) throw new AppError('400', 'files.spreadsheetMacro');
    return readWorkbook(bytes);
  }
  throw new AppError('415', 'files.wrongContent', {
    expected: format === 'xls' ? 'Excel 97–2003 (.xls)' : 'Excel (.xlsx)',
  });
}

/** Decodes csv text: UTF-8 with or without BOM, UTF-16 with BOM, else GBK (GB18030). */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return new TextDecoder('utf-8').decode(bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}

function parseCsv(text: string): string[][] {
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false, dynamicTyping: false });
  return parsed.data.map((row) => (Array.isArray(row) ? row.map((cell) => String(cell ?? '')) : []));
}

/** Refuses an Office zip whose XML declares a DOCTYPE or entities, or that carries macros or ActiveX. */
function checkOfficeZip(bytes: Uint8Array): void {
  const { entries } = unzipSafely(bytes);
  for (const entry of entries) {
    const name = entry.name.toLowerCase();
    if (/vbaproject\.bin$|\/activex\/|vbadata\.xml$/.test(name)) throw new AppError('400', 'files.spreadsheetMacro');
    if (!/\.(xml|rels|vml)$/.test(name)) continue;
    const text = decodeXmlText(entry.data);
    if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw new AppError('400', 'files.spreadsheetDoctype');
    // A macro-enabled workbook part (.xlsm renamed); a mere Default mapping of .bin files is harmless.
    if (name === '[content_types].xml' && /<Override[^>]*macroEnabled/i.test(text)) {
      throw new AppError('400', 'files.spreadsheetMacro');
    }
  }
}

function decodeXmlText(data: Uint8Array): string {
  if (data[0] === 0xff && data[1] === 0xfe) return new TextDecoder('utf-16le').decode(data);
  if (data[0] === 0xfe && data[1] === 0xff) return new TextDecoder('utf-16be').decode(data);
  return new TextDecoder('latin1').decode(data);
}

/** An OLE2 file with a VBA project storage (macros in an .xls). */
function hasVbaStorage(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(Buffer.from('_VBA_PROJECT', 'utf16le'));
}

function readWorkbook(bytes: Uint8Array): SheetRows[] {
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(bytes, {
      type: 'array',
      cellFormula: true,
      cellHTML: false,
      cellStyles: false,
      cellDates: false,
      bookVBA: false,
      sheetStubs: false,
      dense: true,
      WTF: false,
    });
  } catch {
    throw new AppError('400', 'files.spreadsheetUnreadable');
  }
  return workbook.SheetNames.slice(0, maxSheets).map((name) => ({ name, ...readDenseRows(workbook.Sheets[name]) }));
}

/**
 * The cells' cached texts, row by row, from the cells that exist (not the declared range, which may lie), and the
 * formulas of the cells that hold one.
 */
function readDenseRows(sheet: XLSX.WorkSheet | undefined): { rows: string[][]; formulaCells: Map<number, string> } {
  const data = (sheet as { '!data'?: Array<Array<XLSX.CellObject | undefined> | undefined> } | undefined)?.['!data'];
  const formulaCells = new Map<number, string>();
  if (!data) return { rows: [], formulaCells };
  const rows: string[][] = [];
  data.forEach((cells, rowIndex) => {
    if (!cells) return;
    const row: string[] = [];
    cells.forEach((cell, columnIndex) => {
      if (!cell) return;
      row[columnIndex] = readCellText(cell);
      if (cell.f) formulaCells.set(formulaCellKey(rowIndex, columnIndex), cell.f);
    });
    rows[rowIndex] = Array.from(row, (text) => text ?? '');
  });
  return { rows: Array.from(rows, (row) => row ?? []), formulaCells };
}

function readCellText(cell: XLSX.CellObject): string {
  if (cell.t === 'z' || cell.t === 'e') return '';
  if (typeof cell.w === 'string') return cell.w;
  if (cell.v === undefined || cell.v === null) return '';
  return cell.v instanceof Date ? cell.v.toISOString().slice(0, 10) : String(cell.v);
}
