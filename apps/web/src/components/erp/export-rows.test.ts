import { describe, expect, it, vi } from 'vitest';
import { buildSheetCells, collectRows, escapeFormulaText, nameExportFile } from './export-rows.ts';

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

describe('escapeFormulaText', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', '\'=HYPERLINK("http://x","y")'],
    ['+1 555', "'+1 555"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['BF20261125-000001', 'BF20261125-000001'],
    ['客户 = 张三', '客户 = 张三'],
    ['—', '—'],
    ['', ''],
  ])('writes %j as %j', (text, cell) => {
    expect(escapeFormulaText(text)).toBe(cell);
  });

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
