import { bomFields } from '@boardforge/contracts/files.ts';
import type { BomField, BomMapping } from './bom-columns.ts';

/** One line of a bill of materials, keyed by the mapped fields, with the row as read. */
export type BomLine = {
  /** 1-based row number in the sheet. */
  rowNumber: number;
  designator: string | null;
  quantity: number | null;
  /** Where the quantity came from: its column, or counted from the designators. */
  quantitySource: 'column' | 'designators' | null;
  mpn: string | null;
  manufacturer: string | null;
  package: string | null;
  value: string | null;
  description: string | null;
  supplierPartNumber: string | null;
  /** Marked "do not place". */
  dnp: boolean;
  /** Every designator is a resistor, capacitor or inductor (R, C, L): spares are bought for these. */
  isPassive: boolean;
  /**
   * Fields whose cell holds a workbook's own formula (a SUM, an IF): the field is its cached result, never evaluated.
   * Formula text and formulas reaching outside the file are refused before any line is built (formula-cells.ts).
   */
  formulaFields: BomField[];
  /** The row's cells by column name. */
  raw: Record<string, string>;
};

const textFields = [
  'designator',
  'mpn',
  'manufacturer',
  'package',
  'value',
  'description',
  'supplierPartNumber',
] as const;
const totalsPattern = /^(grand\s*)?(total|sum|subtotal)\b|^(合计|总计|小计|总数)/i;
const maxRangeSpan = 10_000;
const passivePattern = /^[RCL]\d/i;
const listSeparators = /[,;，；、\s]+/;

/**
 * Builds the lines of a sheet below its header: a row is a line when it has a designator (or, with no
 * designator column, a quantity, part number, value or description); blank rows, repeated headers and
 * totals rows ("TOTAL PARTS", 合计) are not. Quantity comes from its column, else from the designators.
 */
export function buildBomLines(
  rows: string[][],
  header: { rowIndex: number; columns: string[] },
  mapping: BomMapping,
  formulaCells: ReadonlyMap<number, string> = new Map(),
): BomLine[] {
  // Written as plain loops: a BOM may have 100 000 lines and this runs once per row.
  const indexOf = (field: BomField) => {
    const column = mapping[field];
    return column === undefined ? -1 : header.columns.indexOf(column);
  };
  const designatorIndex = indexOf('designator');
  const quantityIndex = indexOf('quantity');
  const dnpIndex = indexOf('dnp');
  const textIndexes = textFields.map((field) => [field, indexOf(field)] as const);
  const mappedIndexes = bomFields.map((field) => [field, indexOf(field)] as const).filter(([, index]) => index >= 0);
  const width = header.columns.length;
  const headerCells = (rows[header.rowIndex] ?? []).map((cell) => cell.trim());
  const isMappingEmpty = Object.keys(mapping).length === 0;
  const lines: BomLine[] = [];

  for (let rowIndex = header.rowIndex + 1; rowIndex < rows.length; rowIndex += 1) {
    const source = rows[rowIndex];
    if (!source) continue;
    const cells: string[] = new Array(Math.max(width, source.length));
    let firstText = '';
    for (let column = 0; column < cells.length; column += 1) {
      const text = (source[column] ?? '').trim();
      cells[column] = text;
      if (text && !firstText) firstText = text;
    }
    if (!firstText) continue;
    if (isHeaderRepeated(cells, headerCells)) continue;
    const at = (index: number): string | null => (index >= 0 && cells[index] ? (cells[index] as string) : null);
    const designator = at(designatorIndex);
    if (totalsPattern.test(firstText) || (designator !== null && totalsPattern.test(designator))) continue;

    const values = {} as Record<(typeof textFields)[number], string | null>;
    for (const [field, index] of textIndexes) values[field] = at(index);
    const formulaFields: BomField[] = [];
    for (const [field, index] of mappedIndexes) {
      if (formulaCells.has(formulaCellKey(rowIndex, index))) formulaFields.push(field);
    }
    const quantityText = at(quantityIndex);
    const isLine =
      designatorIndex >= 0
        ? designator !== null
        : isMappingEmpty ||
          quantityText !== null ||
          values.mpn !== null ||
          values.value !== null ||
          values.description !== null;
    if (!isLine) continue;

    const columnQuantity = quantityText === null ? null : parseQuantity(quantityText);
    const designators = designator === null ? [] : expandDesignators(designator);
    const raw: Record<string, string> = {};
    for (let column = 0; column < width; column += 1) raw[header.columns[column] as string] = cells[column] ?? '';
    lines.push({
      rowNumber: rowIndex + 1,
      designator,
      quantity: columnQuantity ?? (designators.length > 0 ? designators.length : null),
      quantitySource: columnQuantity !== null ? 'column' : designators.length > 0 ? 'designators' : null,
      mpn: values.mpn,
      manufacturer: values.manufacturer,
      package: values.package,
      value: values.value,
      description: values.description,
      supplierPartNumber: values.supplierPartNumber,
      dnp: isMarkedDoNotPlace(at(dnpIndex)),
      isPassive: designators.length > 0 && designators.every((name) => passivePattern.test(name)),
      formulaFields,
      raw,
    });
  }
  return lines;
}

function isHeaderRepeated(cells: string[], headerCells: string[]): boolean {
  if (headerCells.length === 0 || cells[0] !== headerCells[0]) return false;
  return cells.every((cell, index) => cell === (headerCells[index] ?? ''));
}

/** Reads a quantity: "4", "4.0", "1,000", "10 pcs", "10个". Null when the text is no number. */
export function parseQuantity(text: string): number | null {
  const match = /^\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?/.exec(text);
  if (!match?.[1]) return null;
  const value = Number(`${match[1].replace(/,/g, '')}${match[2] ? `.${match[2]}` : ''}`);
  return Number.isFinite(value) ? value : null;
}

/**
 * Expands a designator list into single designators: separators are commas, semicolons and spaces
 * (also full-width); ranges "R2-R4", "R2-4" and "R2~R4" expand. "R1,R2-R4" → R1 R2 R3 R4.
 */
export function expandDesignators(text: string): string[] {
  if (!listSeparators.test(text) && !/[-~～–]/.test(text)) return [text.trim()]; // one designator
  const tokens = text
    .split(listSeparators)
    .map((token) => token.trim())
    .filter(Boolean);
  const names = new Set<string>();
  for (const token of tokens) {
    const range = /^([A-Za-z_]+)(\d+)\s*[-~～–]\s*([A-Za-z_]*)(\d+)$/.exec(token);
    if (range?.[1] && range[2] && range[4] && (range[3] === '' || range[3] === range[1])) {
      const from = Number(range[2]);
      const to = Number(range[4]);
      if (to >= from && to - from <= maxRangeSpan) {
        for (let number = from; number <= to; number += 1) names.add(`${range[1]}${number}`);
        continue;
      }
    }
    names.add(token);
  }
  return [...names];
}

/** The key of a sheet's cell in a set of formula cells (a sheet has at most 16 384 columns). */
export function formulaCellKey(rowIndex: number, column: number): number {
  return rowIndex * 16_384 + column;
}

function isMarkedDoNotPlace(text: string | null): boolean {
  if (text === null) return false;
  return /^(dnp|dnf|yes|y|true|1|x|✓|是|不贴|不焊|nc|do\s*not\s*place)$/i.test(text.trim());
}
