import * as codepages from '@e965/xlsx/dist/cpexcel.full.mjs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorkbook } from './fixtures/hostile-files.ts';
import { postFile } from './fixtures/upload-requests.ts';
import { createTestApp, logInAsStaff, type TestApp } from './helpers/test-app.ts';

// Issue 13: parts and suppliers imported from .xlsx/.csv — preview, all-or-nothing import, refusals naming row and
// column; deleting a part or a supplier.
let testApp: TestApp;
let buyerCookie: string;

beforeAll(async () => {
  testApp = await createTestApp();
  buyerCookie = await logInAsStaff(testApp.app, '12');
});
afterAll(async () => {
  await testApp?.close();
});

const upload = (url: string, filename: string, content: string | Uint8Array, language = 'en') =>
  postFile(testApp.app, url, { filename, content }, { cookie: buyerCookie, language });
const post = (url: string, payload: Record<string, unknown>) =>
  testApp.app.inject({ method: 'POST', url, headers: { cookie: buyerCookie, 'accept-language': 'en' }, payload });
const listParts = async (mpn: string) =>
  (
    await testApp.app.inject({
      method: 'GET',
      url: `/api/erp/parts/list?mpn=${encodeURIComponent(mpn)}`,
      headers: { cookie: buyerCookie },
    })
  ).json().data;

function encodeGbk(text: string): Uint8Array {
  const { utils } = codepages as unknown as { utils: { encode(codepage: number, text: string): ArrayLike<number> } };
  return new Uint8Array(utils.encode(936, text));
}

describe('importing suppliers and parts', () => {
  it('previews and imports a GBK csv of suppliers with Chinese headings, then updates by name ignoring case', async () => {
    const csv = encodeGbk(
      '供应商名称,联系人,联系电话,邮箱,付款方式,币种,评级\n' +
        '深圳导入电子,王经理,0755-1234567,Sales@Import.cn,月结30天,人民币,4\n' +
        'Import Trading Ltd,Li,,,,USD,5\n',
    );
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(csv)).toThrow(); // really GBK
    const preview = await upload('/api/erp/suppliers/import/preview', '供应商.csv', csv);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({
      rowCount: 2,
      createCount: 2,
      issueCount: 0,
      mapping: { name: '供应商名称', contactName: '联系人', paymentTerms: '付款方式', currency: '币种' },
      rows: [
        {
          row: 2,
          name: '深圳导入电子',
          contactEmail: 'sales@import.cn',
          paymentTerms: 'net30',
          currency: 'CNY',
          rating: 4,
        },
        { row: 3, name: 'Import Trading Ltd', paymentTerms: 'net30', currency: 'USD', isNew: true },
      ],
    });
    const imported = await upload('/api/erp/suppliers/import/confirm', '供应商.csv', csv);
    expect(imported.json().data).toEqual({ created: 2, updated: 0, offers: 0 });
    const again = await upload('/api/erp/suppliers/import/confirm', 's.csv', 'Supplier,Rating\nIMPORT TRADING LTD,2\n');
    expect(again.json().data).toEqual({ created: 0, updated: 1, offers: 0 });
    const list = await testApp.app.inject({
      method: 'GET',
      url: '/api/erp/suppliers/list?keyword=import%20trading',
      headers: { cookie: buyerCookie },
    });
    // Only the columns the file has change: the currency stays USD.
    expect(list.json().data.rows).toEqual([expect.objectContaining({ rating: 2, currency: 'USD' })]);
  });

  it('imports an xlsx of parts with "1+/10+" break columns and supplier offers, then upserts by MPN and manufacturer', async () => {
    const workbook = buildWorkbook([
      ['Parts export'],
      [
        'MPN',
        'Manufacturer',
        'Package',
        'Category',
        'MOQ',
        'Stock',
        '1+',
        '10+',
        'Supplier',
        'Supplier SKU',
        'Purchase price',
      ],
      ['IMP-0603-10K', 'Yageo', '0603', '电阻', 100, '5,000', 0.01, 0.008, '深圳导入电子', 'C25804', 0.005],
      ['IMP-LM358', 'TI', 'SOIC-8', 'ic', 1, 20, 0.9, 0.8, '', '', ''],
    ]);
    const preview = await upload('/api/erp/parts/import/preview', 'parts.xlsx', workbook);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({
      headerRow: 2,
      rowCount: 2,
      createCount: 2,
      issueCount: 0,
      rows: [
        {
          row: 3,
          mpn: 'IMP-0603-10K',
          category: 'resistor',
          stockOnHand: 5000,
          priceBreaks: [
            { minQuantity: 1, unitPrice: 0.01 },
            { minQuantity: 10, unitPrice: 0.008 },
          ],
          offer: { supplierName: '深圳导入电子', supplierSku: 'C25804', minQuantity: 100, unitPrice: 0.005 },
        },
        { row: 4, mpn: 'IMP-LM358', offer: null },
      ],
    });
    const imported = await upload('/api/erp/parts/import/confirm', 'parts.xlsx', workbook);
    expect(imported.json().data).toEqual({ created: 2, updated: 0, offers: 1 });
    expect(await listParts('imp-')).toMatchObject({
      total: 2,
      rows: [{ mpn: 'IMP-0603-10K', fromUnitPrice: 0.01 }, { mpn: 'IMP-LM358' }],
    });

    const csv = 'mpn,manufacturer,price breaks\nimp-lm358,ti,1:0.95; 100:0.7\n';
    const updated = await upload('/api/erp/parts/import/confirm', 'update.csv', csv);
    expect(updated.json().data).toEqual({ created: 0, updated: 1, offers: 0 });
    expect((await listParts('IMP-LM')).rows).toEqual([
      expect.objectContaining({ mpn: 'IMP-LM358', stockOnHand: 20, fromUnitPrice: 0.95 }),
    ]);
  });

  it('refuses hostile rows naming row, column and limit, and writes nothing of the file', async () => {
    const csv = [
      'MPN,Manufacturer,MOQ,Stock,Unit price,Description',
      'OK-PART-1,Acme,1,10,0.1,fine',
      '=HYPERLINK("http://x"),Acme,1,1,0.1,x',
      'BAD-2,Acme,99999999999,1,0.1,x',
      'BAD-3,Acme,1,1,1e400,x',
      `BAD-4,Acme,1,1,0.1,bell\u0007`,
      'OK-PART-1,ACME,1,1,0.1,again',
    ].join('\n');
    const preview = await upload('/api/erp/parts/import/preview', 'hostile.csv', csv);
    expect(preview.statusCode, preview.body).toBe(200);
    const { issues, issueCount } = preview.json().data;
    expect(issueCount).toBe(5);
    expect(issues.map((issue: { row: number; column: string }) => [issue.row, issue.column])).toEqual([
      [3, 'MPN'],
      [4, 'MOQ'],
      [5, 'Unit price'],
      [6, 'Description'],
      [7, 'MPN'],
    ]);
    expect(issues[1].message).toMatch(/^Row 4: MOQ must be at most 100000000/);
    expect(issues[4].message).toMatch(/already appears on row 2/);
    const refused = await upload('/api/erp/parts/import/confirm', 'hostile.csv', csv, 'zh-CN');
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().msg).toMatch(/未导入任何数据.*5 处问题.*第 3 行/);
    expect(refused.json().data.errors[0]).toMatchObject({ field: 'rows.3.mpn' });
    expect((await listParts('OK-PART')).total).toBe(0);
  });

  it('refuses a workbook cell holding a formula, whatever its cached text, naming row and column', async () => {
    const workbook = buildWorkbook([
      ['MPN', 'Manufacturer', 'Description'],
      ['SAFE-1', 'TI', 'plain'],
      ['SAFE-2', 'TI', { t: 's', v: 'looks harmless', f: 'WEBSERVICE("http://evil.example/")' }],
    ]);
    const preview = await upload('/api/erp/parts/import/preview', 'formula.xlsx', workbook);
    expect(preview.json().data).toMatchObject({
      issueCount: 1,
      issues: [{ row: 3, column: 'Description', field: 'description', message: expect.stringMatching(/formula/) }],
    });
  });

  it('refuses 100 000 rows naming the limit and the row, a file without an MPN column, an unknown supplier', async () => {
    const many = `MPN,Manufacturer\n${Array.from({ length: 100_000 }, (_, index) => `P${index},M`).join('\n')}`;
    const tooMany = await upload('/api/erp/parts/import/preview', 'many.csv', many);
    expect(tooMany.statusCode, tooMany.body).toBe(400);
    expect(tooMany.json().msg).toMatch(/at most 5000 data rows; row 5002/);
    const noMpn = await upload('/api/erp/parts/import/preview', 'x.csv', 'Manufacturer,Package\nTI,0603\n');
    expect(noMpn.statusCode).toBe(400);
    expect(noMpn.json().msg).toMatch(/no column for MPN/);
    const unknown = await upload(
      '/api/erp/parts/import/preview',
      'x.csv',
      'MPN,Manufacturer,Supplier,Price\nZ1,TI,Nobody Ltd,1\n',
    );
    expect(unknown.json().data.issues[0]).toMatchObject({ row: 2, column: 'Supplier' });
    const wrongType = await upload('/api/erp/parts/import/preview', 'x.exe', 'MZ');
    expect(wrongType.statusCode).toBe(415);
  });

  it('deletes a part without stock, refuses one with stock (409), deletes a supplier with its offers', async () => {
    const save = await post('/api/erp/parts/save', {
      mpn: 'DEL-1',
      manufacturer: 'TI',
      category: 'ic',
      stockOnHand: 3,
    });
    const id = save.json().data.id;
    const refused = await post('/api/erp/parts/delete', { id });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().msg).toMatch(/3 in stock/);
    // Emptied, it still has its stock movements in the ledger, which keep it.
    await post('/api/erp/parts/save', { id, mpn: 'DEL-1', manufacturer: 'TI', category: 'ic', stockOnHand: 0 });
    const kept = await post('/api/erp/parts/delete', { id });
    expect(kept.statusCode, kept.body).toBe(409);
    expect(kept.json().msg).toContain('DEL-1');
    // A part that never held stock goes.
    const unused = (await post('/api/erp/parts/save', { mpn: 'DEL-2', manufacturer: 'TI', category: 'ic' })).json().data
      .id;
    expect((await post('/api/erp/parts/delete', { id: unused })).statusCode).toBe(200);
    expect((await post('/api/erp/parts/delete', { id: unused })).statusCode).toBe(404);
    const supplier = await post('/api/erp/suppliers/save', {
      name: 'Delete Me',
      paymentTerms: 'net30',
      currency: 'CNY',
      rating: 3,
    });
    expect((await post('/api/erp/suppliers/delete', { id: supplier.json().data.id })).statusCode).toBe(200);
  });

  // Last: it takes suppliers:edit away from the purchasing manager's role in this file's database.
  it('refuses a parts file carrying offers to a caller without suppliers:edit (403), naming the column', async () => {
    await testApp.database.handle.db.execute(sql`
      delete from role_menus where role_id = '12'
        and menu_id in (select id from menus where menuenname = 'suppliers:edit')`);
    const withOffer = 'MPN,Manufacturer,Supplier,Purchase price\nOFFER-1,TI,深圳导入电子,0.5\n';
    const refused = await upload('/api/erp/parts/import/preview', 'offers.csv', withOffer);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().msg).toMatch(/column Supplier.*edit suppliers/);
    const withoutOffer = await upload('/api/erp/parts/import/preview', 'plain.csv', 'MPN,Manufacturer\nPLAIN-1,TI\n');
    expect(withoutOffer.statusCode, withoutOffer.body).toBe(200);
  });
});
