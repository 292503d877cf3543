import { maxSmtComponentsPerBoard } from '@boardforge/contracts/limits.ts';
import { AppError } from '../../lib/app-error.ts';
import { normalizeHeading } from '../bom/bom-columns.ts';
import { refuseFormulaCells } from '../bom/formula-cells.ts';
import { readSpreadsheet, type SpreadsheetFormat } from '../bom/spreadsheet-reading.ts';

/** The columns of a pick-and-place (CPL, centroid) list that the analysis reads. */
export type CplField = 'designator' | 'x' | 'y' | 'layer' | 'rotation';

/** A warning found while reading, as a message key and its parameters (translated in the answer). */
export type CplWarning = {
  key: 'files.cplDuplicates' | 'files.cplUnknownSide';
  params: Record<string, string | number>;
};

/** What reading a CPL found: placements per board (each designator once) and on which side. */
export type CplAnalysis = {
  sheetName: string;
  /** 1-based row of the header. */
  headerRow: number;
  /** The file's heading of each column read (the side and rotation columns may be absent). */
  columns: Partial<Record<CplField, string>>;
  placements: number;
  top: number;
  bottom: number;
  warnings: CplWarning[];
};

// Headings of JLCPCB's and PCBWay's templates, KiCad (.pos as csv), Altium, Eagle and EasyEDA exports, normalised.
const headings: Record<CplField, readonly string[]> = {
  designator: ['designator', 'ref', 'refdes', 'reference', 'referencedesignator', 'part', '位号', '元件位号', '标号'],
  x: ['midx', 'posx', 'centerx', 'center-x', 'centrex', 'x', 'x(mm)', 'refx', 'locationx', '中心x', 'x坐标', '坐标x'],
  y: ['midy', 'posy', 'centery', 'center-y', 'centrey', 'y', 'y(mm)', 'refy', 'locationy', '中心y', 'y坐标', '坐标y'],
  layer: ['layer', 'side', 'tb', 'top/bottom', 'mountside', '层', '面', '贴片面', '层面'],
  rotation: ['rotation', 'rot', 'angle', 'orientation', '角度', '旋转', '旋转角度'],
};
const requiredFields: readonly CplField[] = ['designator', 'x', 'y'];

const topSides = new Set(['t', 'top', 'f', 'fcu', 'front', 'toplayer', 'component', '顶', '顶层', '正面', '顶面']);
const bottomSides = new Set([
  'b',
  'bottom',
  'bot',
  'bcu',
  'back',
  'bottomlayer',
  'solder',
  '底',
  '底层',
  '反面',
  '底面',
]);

/** Rows searched for the header. */
const headerSearchRows = 50;

/**
 * Reads a pick-and-place list: finds the header row naming the designator and X/Y columns, then counts each
 * designator once, on the top or bottom side. Refused (400, naming the file's limit) without such a header, without
 * placements, or with more placements than one board may have, or when a cell holds formula injection
 * (bom/formula-cells.ts; `fileName` names it).
 */
export function analyseCpl(bytes: Uint8Array, options: { format: SpreadsheetFormat; fileName: string }): CplAnalysis {
  const sheets = readSpreadsheet(bytes, options.format);
  refuseFormulaCells(sheets, options.fileName);
  for (const sheet of sheets) {
    const header = findHeader(sheet.rows);
    if (!header) continue;
    return countPlacements(sheet.name, sheet.rows, header);
  }
  throw new AppError('400', 'files.cplNoHeader');
}

type Header = {
  rowIndex: number;
  columnOf: Partial<Record<CplField, number>>;
  names: Partial<Record<CplField, string>>;
};

function findHeader(rows: string[][]): Header | null {
  for (const [rowIndex, row] of rows.slice(0, headerSearchRows).entries()) {
    const columnOf: Header['columnOf'] = {};
    const names: Header['names'] = {};
    row.forEach((cell, column) => {
      const normalized = normalizeHeading(cell);
      for (const field of Object.keys(headings) as CplField[]) {
        if (columnOf[field] !== undefined) continue;
        if (headings[field].includes(normalized) || headings[field].includes(normalized.replace(/\(.*\)$/, ''))) {
          columnOf[field] = column;
          names[field] = cell.trim();
          break;
        }
      }
    });
    if (requiredFields.every((field) => columnOf[field] !== undefined)) return { rowIndex, columnOf, names };
  }
  return null;
}

function countPlacements(sheetName: string, rows: string[][], header: Header): CplAnalysis {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  const unknownSides = new Set<string>();
  let top = 0;
  let bottom = 0;
  const cell = (row: string[], field: CplField) => {
    const column = header.columnOf[field];
    return column === undefined ? '' : (row[column] ?? '').trim();
  };
  for (const row of rows.slice(header.rowIndex + 1)) {
    const designator = cell(row, 'designator');
    if (!designator || cell(row, 'x') === '' || cell(row, 'y') === '') continue;
    if (seen.has(designator)) {
      duplicates.add(designator);
      continue;
    }
    seen.add(designator);
    const side = normalizeHeading(cell(row, 'layer'));
    if (bottomSides.has(side)) bottom += 1;
    else {
      if (side !== '' && !topSides.has(side)) unknownSides.add(cell(row, 'layer'));
      top += 1;
    }
    if (seen.size > maxSmtComponentsPerBoard) {
      throw new AppError('400', 'files.cplTooManyPlacements', { max: maxSmtComponentsPerBoard });
    }
  }
  if (seen.size === 0) throw new AppError('400', 'files.cplEmpty');
  const warnings: CplWarning[] = [];
  if (duplicates.size > 0) {
    const names = [...duplicates].slice(0, 5).join(', ');
    warnings.push({ key: 'files.cplDuplicates', params: { count: duplicates.size, names } });
  }
  if (unknownSides.size > 0) {
    warnings.push({ key: 'files.cplUnknownSide', params: { sides: [...unknownSides].slice(0, 5).join(', ') } });
  }
  return {
    sheetName,
    headerRow: header.rowIndex + 1,
    columns: header.names,
    placements: seen.size,
    top,
    bottom,
    warnings,
  };
}
