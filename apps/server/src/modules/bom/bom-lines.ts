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
  /** Fields whose text starts with = + - @ (a spreadsheet would read a formula); escape before any export. */
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

/**
 * Builds the lines of a sheet below its header: a row is a line when it has a designator (or, with no
 * designator column, a quantity, part number, value or description); blank rows, repeated headers and
 * totals rows ("TOTAL PARTS", 合计) are not. Quantity comes from its column, else from the designators.
 */
export function buildBomLines(
  rows: string[][],
  header: { rowIndex: number; columns: string[] },
  mapping: BomMapping,
): BomLine[] {
  const indexOf = (field: BomField) => {
    const column = mapping[field];
    return column === undefined ? -1 : header.columns.indexOf(column);
  };
  const fieldIndexes = Object.fromEntries(
    (['quantity', 'dnp', ...textFields] as const).map((field) => [field, indexOf(field)]),
  ) as Record<BomField, number>;
  const headerRow = rows[header.rowIndex] ?? [];
  const isMappingEmpty = Object.keys(mapping).length === 0;
  const lines: BomLine[] = [];

  for (let rowIndex = header.rowIndex + 1; rowIndex < rows.length; rowIndex += 1) {
    const cells = (rows[rowIndex] ?? []).map((cell) => cell.trim());
    if (!cells.some(Boolean)) continue;
    if (cells.every((cell, index) => cell === (headerRow[index] ?? '').trim())) continue; // header repeated
    const read = (field: BomField): string | null => {
      const index = fieldIndexes[field];
      const text = index >= 0 ? (cells[index] ?? '') : '';
      return text === '' ? null : text;
    };
    const firstText = cells.find(Boolean) ?? '';
    const designator = read('designator');
    if (totalsPattern.test(firstText) || (designator !== null && totalsPattern.test(designator))) continue;

    const quantityText = read('quantity');
    const columnQuantity = quantityText === null ? null : parseQuantity(quantityText);
    const designators = designator === null ? [] : expandDesignators(designator);
    const isLine =
      fieldIndexes.designator >= 0
        ? designator !== null
        : isMappingEmpty ||
          [quantityText, read('mpn'), read('value'), read('description')].some((text) => text !== null);
    if (!isLine) continue;

    const quantity = columnQuantity ?? (designators.length > 0 ? designators.length : null);
    const line: BomLine = {
      rowNumber: rowIndex + 1,
      designator,
      quantity,
      quantitySource: columnQuantity !== null ? 'column' : designators.length > 0 ? 'designators' : null,
      mpn: read('mpn'),
      manufacturer: read('manufacturer'),
      package: read('package'),
      value: read('value'),
      description: read('description'),
      supplierPartNumber: read('supplierPartNumber'),
      dnp: isMarkedDoNotPlace(read('dnp')),
      isPassive: designators.length > 0 && designators.every((name) => /^[RCL]\d/i.test(name)),
      formulaFields: textFields.filter((field) => isFormulaLike(read(field))),
      raw: Object.fromEntries(header.columns.map((column, index) => [column, cells[index] ?? ''])),
    };
    lines.push(line);
  }
  return lines;
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
  const tokens = text
    .split(/[,;，；、\s]+/)
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

/** Text a spreadsheet would take for a formula (starts with = + - @, a tab or a carriage return). */
export function isFormulaLike(text: string | null): boolean {
  return text !== null && text.length > 1 && /^[=+\-@\t\r]/.test(text);
}

/** Escapes formula-looking text with a leading apostrophe, for any export to csv or a spreadsheet. */
export function escapeFormulaText(text: string): string {
  return isFormulaLike(text) ? `'${text}` : text;
}

function isMarkedDoNotPlace(text: string | null): boolean {
  if (text === null) return false;
  return /^(dnp|dnf|yes|y|true|1|x|✓|是|不贴|不焊|nc|do\s*not\s*place)$/i.test(text.trim());
}
