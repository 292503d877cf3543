import { isFormulaText, isOutwardFormula } from '@boardforge/contracts/spreadsheet-formulas.ts';
import * as XLSX from '@e965/xlsx';
import { AppError } from '../../lib/app-error.ts';
import { formulaCellKey } from './bom-lines.ts';
import type { SheetRows } from './spreadsheet-reading.ts';

/** The most characters of a refused cell the message quotes. */
const quotedLength = 40;

/**
 * Refuses (400 `file.formulaCell`) an uploaded spreadsheet holding formula injection in any cell of any sheet it
 * reads, mapped column or not (the contracts' rule, spreadsheet-formulas.ts): the stored file is served byte for byte
 * by GET /file/download, so a refused file is never stored and what is stored opens without running anything that
 * reaches outside it. The message names the file, the sheet of a workbook, the cell and its text.
 */
export function refuseFormulaCells(sheets: readonly SheetRows[], fileName: string): void {
  for (const sheet of sheets) {
    for (let rowIndex = 0; rowIndex < sheet.rows.length; rowIndex += 1) {
      const row = sheet.rows[rowIndex] ?? [];
      for (let columnIndex = 0; columnIndex < row.length; columnIndex += 1) {
        const text = row[columnIndex] ?? '';
        const formula = sheet.formulaCells?.get(formulaCellKey(rowIndex, columnIndex));
        const isOutward = formula !== undefined && isOutwardFormula(formula);
        if (!isOutward && !isFormulaText(text)) continue;
        const params = {
          fileName,
          sheet: sheet.name,
          cell: XLSX.utils.encode_cell({ r: rowIndex, c: columnIndex }),
          row: rowIndex + 1,
          column: XLSX.utils.encode_col(columnIndex),
          text: quote(isOutward ? `=${formula}` : text),
        };
        // A csv has no sheets (and no workbook formulas): its message names the cell only.
        throw new AppError('400', sheet.formulaCells ? 'files.formulaCellInSheet' : 'files.formulaCell', params);
      }
    }
  }
}

/** The cell's text on one line, cut to quotedLength characters. */
function quote(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > quotedLength ? `${line.slice(0, quotedLength)}…` : line;
}
