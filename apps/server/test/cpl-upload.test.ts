import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyseCpl } from '../src/modules/cpl/cpl-analysis.ts';
import { buildWorkbook } from './fixtures/hostile-files.ts';
import { createDataDir, postFile } from './fixtures/upload-requests.ts';
import { createTestApp, createTestCustomer, logIn, type TestApp, testCustomer } from './helpers/test-app.ts';
import { createCustomer, insertOwnedFile, pcbOrderBody, saveOrder } from './orders-fixtures.ts';

// Pick-and-place (CPL, centroid) lists as the common CAD tools and board houses write them (issue 11, point 3).
const jlcpcb = [
  'Designator,Mid X,Mid Y,Layer,Rotation',
  'C1,10.2mm,5.1mm,Top,90',
  'C2,12.2mm,5.1mm,Top,90',
  'R1,20mm,8mm,Bottom,0',
  'U1,30mm,15mm,T,180',
  '',
].join('\r\n');
const kicadPos = [
  'Ref,Val,Package,PosX,PosY,Rot,Side',
  '"C1","100n","C_0402",101.6,-50.8,0,top',
  '"C2","100n","C_0402",103.6,-50.8,0,top',
  '"J1","USB_C","USB_C_Receptacle",90,-40,90,bottom',
].join('\n');
const altium = [
  'Altium Designer Pick and Place Locations',
  'C:\\boards\\glasgow\\Project Outputs\\Pick Place for glasgow.txt',
  '',
  '========================================================================================================================',
  'File Design Information:',
  '',
  'Units used in the file:                 Metric',
  '',
  '"Designator","Footprint","Mid X","Mid Y","Ref X","Ref Y","Pad X","Pad Y","TB","Rotation","Comment"',
  '"U1","QFN-48","40.00mm","20.00mm","40.00mm","20.00mm","37.50mm","17.50mm","T","0.00","FPGA"',
  '"U2","SOT-23","45.00mm","22.00mm","45.00mm","22.00mm","44.00mm","21.00mm","B","90.00","LDO"',
].join('\r\n');
const chinese = ['位号,中心X,中心Y,层,角度', 'R1,1,1,顶层,0', 'R2,2,1,底层,0', 'R3,3,1,顶层,0'].join('\n');

describe('analyseCpl: placements per board and their sides', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  it.each([
    ["JLCPCB's template", jlcpcb, { placements: 4, top: 3, bottom: 1 }],
    ["KiCad's .pos as csv", kicadPos, { placements: 3, top: 2, bottom: 1 }],
    ["Altium's Pick Place, with its preamble", altium, { placements: 2, top: 1, bottom: 1 }],
    ['Chinese headings (EasyEDA)', chinese, { placements: 3, top: 2, bottom: 1 }],
  ])('%s', (_name, text, expected) => {
    expect(analyseCpl(bytes(text), { format: 'csv', fileName: 'cpl.csv' })).toMatchObject({
      ...expected,
      warnings: [],
    });
  });

  it('reads an .xlsx, names the columns it read and counts a repeated designator once, with a warning', () => {
    const workbook = buildWorkbook([
      ['Designator', 'Mid X', 'Mid Y', 'Layer', 'Rotation'],
      ['C1', 1, 1, 'Top', 0],
      ['C1', 1, 1, 'Top', 0],
      ['C2', 2, 1, 'Upside', 0],
    ]);
    const analysis = analyseCpl(workbook, { format: 'xlsx', fileName: 'cpl.xlsx' });
    expect(analysis).toMatchObject({
      placements: 2,
      top: 2,
      bottom: 0,
      headerRow: 1,
      columns: { designator: 'Designator', x: 'Mid X', y: 'Mid Y', layer: 'Layer', rotation: 'Rotation' },
    });
    expect(analysis.warnings).toEqual([
      { key: 'files.cplDuplicates', params: { count: 1, names: 'C1' } },
      { key: 'files.cplUnknownSide', params: { sides: 'Upside' } },
    ]);
  });

  it.each([
    ['a BOM (no X/Y columns)', 'Designator,Comment,Quantity\nC1,100n,1', 'files.cplNoHeader'],
    ['a header and no placements', 'Designator,Mid X,Mid Y,Layer\n,,,\n', 'files.cplEmpty'],
    [
      'more placements than one board may have',
      ['Designator,Mid X,Mid Y', ...Array.from({ length: 20_001 }, (_, index) => `R${index},1,1`)].join('\n'),
      'files.cplTooManyPlacements',
    ],
  ])('refuses %s', (_name, text, messageKey) => {
    expect(() => analyseCpl(bytes(text), { format: 'csv', fileName: 'cpl.csv' })).toThrow(
      expect.objectContaining({ messageKey }),
    );
  });
});

describe('POST /api/file/uploadCpl and an SMT order with its BOM and CPL', () => {
  const dataDir = createDataDir();
  let testApp: TestApp;
  let customer: string;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { DATA_DIR: dataDir.dir } });
    await createTestCustomer(testApp);
    customer = await logIn(testApp.app, { ...testCustomer, loginType: 'client' });
  });
  afterAll(async () => {
    await testApp?.close();
    dataDir.remove();
  });

  const upload = (filename: string, content: string | Uint8Array, options: { cookie?: string; language?: string }) =>
    postFile(testApp.app, '/api/file/uploadCpl', { filename, content }, options);

  it('answers the placements per board and their sides, warnings in the caller language', async () => {
    const response = await upload('glasgow-cpl.csv', `${jlcpcb}R1,20mm,8mm,Bottom,0\r\n`, { cookie: customer });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ fileName: 'glasgow-cpl.csv', analysis: { placements: 4, top: 3, bottom: 1 } });
    expect(data.analysis.warnings).toEqual(['1 designators are listed more than once and were counted once: R1.']);
    const zh = await upload('cpl.csv', `${jlcpcb}R1,20mm,8mm,Bottom,0\r\n`, {
      cookie: customer,
      language: 'zh-CN',
    });
    expect(zh.json().data.analysis.warnings).toEqual(['1 个位号重复出现，已按一个计算：R1。']);
  });

  it('refuses visitors (401), another format (415) and a file without CPL columns (400, in both languages)', async () => {
    expect((await upload('cpl.csv', jlcpcb, {})).statusCode).toBe(401);
    expect((await upload('cpl.txt', jlcpcb, { cookie: customer })).statusCode).toBe(415);
    const bom = await upload('bom.csv', 'Designator,Comment,Quantity\nC1,100n,1', { cookie: customer });
    expect(bom.statusCode).toBe(400);
    expect(bom.json().msg).toContain('No pick-and-place header was found');
    const bomZh = await upload('bom.csv', 'Designator,Comment,Quantity\nC1,100n,1', {
      cookie: customer,
      language: 'zh-CN',
    });
    expect(bomZh.json().msg).toContain('未找到坐标文件表头');
  });

  it('saves an SMT order with its BOM and CPL; the order page names both files; a wrong kind is 400', async () => {
    const now = () => new Date();
    const alice = await createCustomer(testApp, '13700000041', now);
    const bomFileId = await insertOwnedFile(testApp, alice.userId, 'bom');
    const cpl = await postFile(
      testApp.app,
      '/api/file/uploadCpl',
      { filename: 'board-cpl.csv', content: kicadPos },
      { cookie: alice.cookie },
    );
    const cplFileId = cpl.json().data.fileId as string;
    const smt = (key: string, files: Record<string, string>) =>
      pcbOrderBody(alice.addressId, key, {
        orderType: 'smt',
        spec: { componentsNumber: 3, boardsNumber: 10, processRequirement: 'smt_double' },
        ...files,
      });

    const saved = await saveOrder(testApp.app, alice.cookie, smt('smt-with-files', { bomFileId, cplFileId }));
    expect(saved.statusCode, saved.body).toBe(200);
    const detail = await testApp.app.inject({
      method: 'GET',
      url: `/api/orderInfo/detail?orderId=${saved.json().data.orderId}`,
      headers: { cookie: alice.cookie },
    });
    expect(detail.json().data.files).toEqual([
      { fileId: bomFileId, fileName: 'bom.csv', kind: 'bom' },
      { fileId: cplFileId, fileName: 'board-cpl.csv', kind: 'cpl' },
    ]);

    const swapped = await saveOrder(testApp.app, alice.cookie, smt('smt-swapped', { cplFileId: bomFileId }));
    expect(swapped.statusCode).toBe(400);
    expect(swapped.json().data.errors[0].field).toBe('cplFileId');
    // Someone else's pick-and-place file is not found (404 naming the field), as for a Gerber or BOM.
    const bob = await createCustomer(testApp, '13700000042', now);
    const foreign = await saveOrder(
      testApp.app,
      bob.cookie,
      pcbOrderBody(bob.addressId, 'smt-foreign', {
        orderType: 'smt',
        spec: { componentsNumber: 3, boardsNumber: 1 },
        cplFileId,
      }),
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().data.errors[0].field).toBe('cplFileId');
  });
});
