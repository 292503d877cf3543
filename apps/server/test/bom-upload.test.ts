import { readdirSync, readFileSync } from 'node:fs';
import * as codepages from '@e965/xlsx/dist/cpexcel.full.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword, demoPhoneOfRole } from '../src/db/seed.ts';
import { fastScryptCost, hashPassword } from '../src/lib/password.ts';
import { insertUser } from '../src/modules/users/users.repository.ts';
import { createDataDir, postFile } from './fixtures/upload-requests.ts';
import { sharedFixturesDir } from './helpers/shared-fixtures.ts';
import { createTestApp, createTestCustomer, logIn, type TestApp, testCustomer } from './helpers/test-app.ts';

const fixtures = `${sharedFixturesDir}/bom`;
const holdout = `${sharedFixturesDir}/holdout/bom`;
let testApp: TestApp;
let customer: string;
let otherCustomer: string;
const dataDir = createDataDir();

beforeAll(async () => {
  testApp = await createTestApp({ env: { DATA_DIR: dataDir.dir } });
  await createTestCustomer(testApp);
  await insertUser(testApp.database.handle.db, {
    phone: '13700137000',
    passwordHash: await hashPassword('Other1234', fastScryptCost),
    nickname: 'Other Customer',
    kind: 'client',
    score: 0,
  });
  customer = await logIn(testApp.app, { ...testCustomer, loginType: 'client' });
  otherCustomer = await logIn(testApp.app, { phone: '13700137000', password: 'Other1234', loginType: 'client' });
});
afterAll(async () => {
  await testApp?.close();
  dataDir.remove();
});

/** Uploads a BOM as the test customer, or with another cookie (null: no login). */
const uploadBom = (filename: string, content: string | Uint8Array, cookie: string | null = customer) =>
  postFile(testApp.app, '/api/file/uploadBom', { filename, content }, cookie ? { cookie } : {});
const remap = (payload: unknown, cookie: string | null = customer) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/file/remapBom',
    payload: payload as Record<string, unknown>,
    headers: cookie ? { cookie } : {},
  });

type Line = { designator: string | null; quantity: number | null; dnp: boolean; [key: string]: unknown };

describe('POST /api/file/uploadBom: the real BOMs of the fixture README', () => {
  it('piyopiyo-pcb-v2.1__bom.csv (JLCPCB, CRLF): 33 lines, quantities summing to 50', async () => {
    const response = await uploadBom(
      'piyopiyo-pcb-v2.1__bom.csv',
      readFileSync(`${fixtures}/piyopiyo-pcb-v2.1__bom.csv`),
    );
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const data = response.json().data;
    expect(data.lineCount).toBe(33);
    expect(data.dataList).toHaveLength(33);
    expect(data.columns).toEqual(['Comment', 'Designator', 'Footprint', 'LCSC', 'Quantity']);
    expect(data.mapping).toEqual({
      value: 'Comment',
      designator: 'Designator',
      package: 'Footprint',
      supplierPartNumber: 'LCSC',
      quantity: 'Quantity',
    });
    expect(data.dataList.reduce((sum: number, line: Line) => sum + (line.quantity ?? 0), 0)).toBe(50);
    expect(data.dataList[0]).toMatchObject({
      designator: 'C1,C10,C11,C12,C2,C3,C4,C6',
      quantity: 8,
      value: '0.1u',
      supplierPartNumber: 'C14663',
      isPassive: true,
      raw: { Comment: '0.1u', LCSC: 'C14663' },
    });
  });

  it('glasgow-revC3__bom.csv (KiCad, ", " separators, DNP column): 57 lines, 4 of them DNP', async () => {
    const response = await uploadBom('glasgow-revC3__bom.csv', readFileSync(`${fixtures}/glasgow-revC3__bom.csv`));
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.lineCount).toBe(57);
    expect(data.mapping).toMatchObject({
      designator: 'Reference',
      quantity: 'Quantity',
      mpn: 'MPN',
      manufacturer: 'Mfg',
      dnp: 'DNP',
    });
    expect(data.dataList.filter((line: Line) => line.dnp)).toHaveLength(4);
    expect(data.dataList[0]).toMatchObject({ quantity: 14, mpn: 'LMK107BJ475KAHT', manufacturer: 'Taiyo Yuden' });
  });

  it('psas-gps__v2-rf-frontend-board-bom.xls (Excel 97, blank and spacer rows, a TOTAL row): 51 lines', async () => {
    const response = await uploadBom(
      'psas-gps__v2-rf-frontend-board-bom.xls',
      readFileSync(`${fixtures}/psas-gps__v2-rf-frontend-board-bom.xls`),
    );
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.lineCount).toBe(51);
    expect(data.dataList.some((line: Line) => /total/i.test(String(line.designator)))).toBe(false);
    expect(data.mapping).toMatchObject({
      quantity: 'Qty',
      designator: 'Parts',
      manufacturer: 'Mfg',
      package: 'Package',
    });
    expect(data.dataList.reduce((sum: number, line: Line) => sum + (line.quantity ?? 0), 0)).toBe(122); // its own total
  });

  it('piyopiyo-pcb.v1.7.bom.xlsx (Japanese headers, REF** rows, stray part-number rows): 28 lines', async () => {
    const response = await uploadBom(
      'piyopiyo-pcb__piyopiyo-pcb.v1.7.bom.xlsx',
      readFileSync(`${fixtures}/piyopiyo-pcb__piyopiyo-pcb.v1.7.bom.xlsx`),
    );
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.lineCount).toBe(28);
    expect(data.mapping).toMatchObject({ designator: '指定子', quantity: '数量', package: 'フットプリント' });
    expect(data.dataList.filter((line: Line) => line.designator === 'REF**')).toHaveLength(4);
    expect(data.dataList.every((line: Line) => line.designator !== null)).toBe(true);
  });

  it('reads the hold-out BOMs with a designator and a quantity column found', async () => {
    const counts: string[] = [];
    for (const name of readdirSync(holdout)) {
      const response = await uploadBom(name, readFileSync(`${holdout}/${name}`));
      expect(response.statusCode, `${name}: ${response.body.slice(0, 200)}`).toBe(200);
      const data = response.json().data;
      expect(data.mapping.designator, name).toBeDefined();
      expect(data.mapping.quantity, name).toBeDefined();
      expect(data.lineCount, name).toBeGreaterThan(5);
      counts.push(`${name}: ${data.lineCount} lines`);
    }
    console.info(`hold-out BOMs:\n  ${counts.join('\n  ')}`);
  });
});

describe('encodings, headings and quantities', () => {
  const chineseBom = [
    '物料清单,,,,,',
    '项目：主板 V2,,,,,',
    ',,,,,',
    '序号,位号,型号,品牌,封装,描述',
    '1,"R1,R2-R4",RC0603FR-0710KL,国巨,0603,贴片电阻 10kΩ',
    '2,C1 C2,CL10A106KP8NNNC,三星,0603,贴片电容 10uF',
    '3,U1,STM32F103C8T6,ST,LQFP-48,单片机',
    ',,,,,',
    '合计,,,,,',
  ].join('\r\n');

  it('reads a GBK csv whose header is not the first row, maps Chinese headings, counts designators', async () => {
    // The ESM build exports `utils` beside `cptable` (its .d.ts only describes the default export).
    const { utils } = codepages as unknown as { utils: { encode(codepage: number, text: string): ArrayLike<number> } };
    const gbk = new Uint8Array(utils.encode(936, chineseBom));
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(gbk)).toThrow(); // really GBK, not UTF-8
    const response = await uploadBom('物料清单.csv', gbk);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const data = response.json().data;
    expect(data.headerRow).toBe(4);
    expect(data.mapping).toEqual({
      designator: '位号',
      mpn: '型号',
      manufacturer: '品牌',
      package: '封装',
      description: '描述',
    });
    expect(data.lineCount).toBe(3);
    expect(data.dataList.map((line: Line) => [line.designator, line.quantity, line.quantitySource])).toEqual([
      ['R1,R2-R4', 4, 'designators'],
      ['C1 C2', 2, 'designators'],
      ['U1', 1, 'designators'],
    ]);
    expect(data.dataList[0]).toMatchObject({ manufacturer: '国巨', description: '贴片电阻 10kΩ', isPassive: true });
    expect(data.dataList[2].isPassive).toBe(false);
    expect(data.fileName).toBe('物料清单.csv');
  });

  it('reads UTF-8 with a byte-order mark, and 数量/用量, 料号, 厂家 headings', async () => {
    const text = '\ufeff位号,用量,料号,厂家,规格\nR5,2,ERJ-2RKF1001X,Panasonic,1k\n';
    const data = (await uploadBom('bom-utf8.csv', text)).json().data;
    expect(data.columns[0]).toBe('位号'); // the BOM mark is not part of the heading
    expect(data.mapping).toMatchObject({ designator: '位号', quantity: '用量', mpn: '料号', manufacturer: '厂家' });
    expect(data.dataList[0]).toMatchObject({ quantity: 2, quantitySource: 'column', mpn: 'ERJ-2RKF1001X' });
  });

  it('reads a 100 000-line csv, answering other requests while a worker parses it', async () => {
    const rows = ['Designator,Quantity,MPN,Manufacturer,Package,Value,Description'];
    for (let index = 1; index <= 100_000; index += 1) {
      rows.push(`R${index},1,RC0603FR-07${index}L,Yageo,0603,${index}R,Thick film resistor ${index}`);
    }
    const content = rows.join('\n');
    const pending = uploadBom('big.csv', content);
    // Parsing runs in a worker, so the event loop stays free: another request is answered meanwhile. Whether the
    // parse has finished by then depends on the machine, so that is not asserted (npm run bench:files times it).
    const health = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const response = await pending;
    expect(response.statusCode).toBe(200);
    expect(response.json().data.lineCount).toBe(100_000);
  }, 60_000);
});

describe('POST /api/file/remapBom', () => {
  it("reads the stored BOM again with the customer's mapping; refuses unknown columns; only the owner", async () => {
    const upload = await uploadBom('remap.csv', 'Ref,Part,Maker,Note\nR1 R2,RC0603,Yageo,10k\nU1,STM32,ST,MCU\n');
    const { fileId, mapping } = upload.json().data;
    expect(mapping).toMatchObject({ designator: 'Ref', manufacturer: 'Maker' });
    const corrected = await remap({ fileId, mapping: { designator: 'Ref', mpn: 'Part', value: 'Note' } });
    expect(corrected.statusCode, corrected.body.slice(0, 200)).toBe(200);
    const data = corrected.json().data;
    expect(data.mapping).toEqual({ designator: 'Ref', mpn: 'Part', value: 'Note' });
    expect(data.dataList[0]).toMatchObject({
      designator: 'R1 R2',
      quantity: 2,
      mpn: 'RC0603',
      value: '10k',
      manufacturer: null,
    });

    const unknown = await remap({ fileId, mapping: { designator: 'Nope' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toBe('The column "Nope" does not exist in the file.');
    expect((await remap({ fileId, mapping: { designator: 'Ref' } }, otherCustomer)).statusCode).toBe(404);
    expect((await remap({ fileId, mapping: { designator: 'Ref' } }, null)).statusCode).toBe(401);
    expect((await remap({ fileId, mapping: { colour: 'Ref' } })).statusCode).toBe(400);
  });
});

describe('GET /api/file/download', () => {
  it('sends the file to its owner and staff with a server-chosen name; others get 404', async () => {
    const content = 'Designator,Qty\nR1,1\n';
    const upload = await uploadBom('..\\..\\etc\\报价<1>.csv', content);
    expect(upload.statusCode, upload.body).toBe(200);
    const { fileId, fileName } = upload.json().data;
    expect(fileName).toBe('报价_1_.csv');
    const download = await testApp.app.inject({
      method: 'GET',
      url: `/api/file/download?fileId=${fileId}`,
      headers: { cookie: customer },
    });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe(content);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="___1_.csv"; filename*=UTF-8''%E6%8A%A5%E4%BB%B7_1_.csv`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-type']).toBe('text/csv');
    const staff = await logIn(testApp.app, {
      phone: demoPhoneOfRole('12'),
      password: demoPassword,
      loginType: 'manage',
    });
    const asStaff = await testApp.app.inject({
      method: 'GET',
      url: `/api/file/download?fileId=${fileId}`,
      headers: { cookie: staff },
    });
    expect(asStaff.statusCode).toBe(200);
    // Staff whose work shows no customer's files (the design engineer holds design tags only) get the stranger's 404.
    const designEngineer = await logIn(testApp.app, {
      phone: demoPhoneOfRole('17'),
      password: demoPassword,
      loginType: 'manage',
    });
    const asDesignEngineer = await testApp.app.inject({
      method: 'GET',
      url: `/api/file/download?fileId=${fileId}`,
      headers: { cookie: designEngineer },
    });
    expect(asDesignEngineer.statusCode).toBe(404);
    const asOther = await testApp.app.inject({
      method: 'GET',
      url: `/api/file/download?fileId=${fileId}`,
      headers: { cookie: otherCustomer },
    });
    expect(asOther.statusCode).toBe(404);
    const unknownId = await testApp.app.inject({
      method: 'GET',
      url: '/api/file/download?fileId=00000000-0000-4000-8000-000000000000',
      headers: { cookie: customer },
    });
    expect(unknownId.statusCode).toBe(404);
    expect(asOther.body).toBe(unknownId.body); // the same answer: nothing tells the file exists
  });

  it('stores content under its SHA-256, never under the client name, once for equal uploads', async () => {
    const { createHash } = await import('node:crypto');
    const content = `Designator,Qty\nR9,9\n# ${Date.now()}\n`;
    const hash = createHash('sha256').update(content).digest('hex');
    await uploadBom('first.csv', content);
    await uploadBom('second.csv', content);
    const { listFolder } = await import('./fixtures/upload-requests.ts');
    const stored = Object.keys(listFolder(`${dataDir.dir}/files`));
    expect(stored).toContain(`${hash.slice(0, 2)}/${hash}`);
    expect(stored.some((key) => /first|second|\.csv/.test(key))).toBe(false);
    expect(stored.filter((key) => key.endsWith(hash))).toHaveLength(1);
  });

  it('needs a login to upload a BOM (401) and answers refusals in Chinese for zh', async () => {
    expect((await uploadBom('a.csv', 'Designator\nR1\n', null)).statusCode).toBe(401);
    const response = await postFile(
      testApp.app,
      '/api/file/uploadBom',
      { filename: 'bom.pdf', content: '%PDF-1.4' },
      { cookie: customer, language: 'zh-CN' },
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().msg).toBe('不支持的文件类型“bom.pdf”，仅支持：.xls, .xlsx, .csv。');
  });
});
