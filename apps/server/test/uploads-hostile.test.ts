import { readFileSync } from 'node:fs';
import { strToU8 } from 'fflate';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildExecutableBytes,
  buildTinyGerberSet,
  buildWorkbook,
  patchDeclaredSizes,
  renameEntry,
  rewriteZipPart,
  zipEntries,
} from './fixtures/hostile-files.ts';
import { buildMultipart, createDataDir, listFolder, postFile } from './fixtures/upload-requests.ts';
import { sharedFixturesDir } from './helpers/shared-fixtures.ts';
import { createTestApp, createTestCustomer, logIn, type TestApp, testCustomer } from './helpers/test-app.ts';

let testApp: TestApp;
let customer: string;
const dataDir = createDataDir();
let before: Record<string, number>;

beforeAll(async () => {
  testApp = await createTestApp({ env: { DATA_DIR: dataDir.dir } });
  await createTestCustomer(testApp);
  customer = await logIn(testApp.app, { ...testCustomer, loginType: 'client' });
});
afterAll(async () => {
  await testApp?.close();
  dataDir.remove();
});
beforeEach(() => {
  before = listFolder(dataDir.dir);
});

const uploadGerber = (filename: string, content: Uint8Array | string) =>
  postFile(testApp.app, '/api/file/uploadGerber', { filename, content });
const uploadBom = (filename: string, content: Uint8Array | string) =>
  postFile(testApp.app, '/api/file/uploadBom', { filename, content }, { cookie: customer });

/** The `data.reason` of each refusal status these uploads meet. */
const reasonOf: Record<number, string> = { 400: 'request.invalid', 413: 'field.tooLarge', 415: 'file.wrongType' };

/** A refusal: the status, a message naming the reason, nothing new on disk, and the server still serving. */
async function expectRefused(
  response: Awaited<ReturnType<typeof uploadGerber>>,
  status: number,
  message: RegExp,
): Promise<void> {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(status);
  expect(response.json()).toEqual({
    code: String(status),
    msg: expect.any(String),
    data: { reason: reasonOf[status] },
  });
  expect(response.json().msg).toMatch(message);
  expect(listFolder(dataDir.dir)).toEqual(before); // DATA_DIR/files and DATA_DIR/tmp unchanged
  const health = await testApp.app.inject({ method: 'GET', url: '/api/health' });
  expect(health.statusCode).toBe(200);
}

describe('zip bombs', () => {
  it('refuses an archive declaring more than 200 MB unpacked before inflating anything', async () => {
    const zip = patchDeclaredSizes(zipEntries(buildTinyGerberSet()), 60 * 1024 * 1024); // 4 × 60 MB
    await expectRefused(await uploadGerber('declared.zip', zip), 400, /more than 200 MiB.*zip bomb/);
  });

  it('refuses an entry compressed more than 100:1 (20 MB of zeros in 20 kB)', async () => {
    const zip = zipEntries({ ...buildTinyGerberSet(), 'zeros.gbr': new Uint8Array(20 * 1024 * 1024) });
    expect(zip.length).toBeLessThan(100_000);
    await expectRefused(await uploadGerber('ratio.zip', zip), 400, /compressed more than 100:1/);
  });

  it('counts the actual inflated bytes, stopping an entry whose header lies about its size', async () => {
    const zip = patchDeclaredSizes(zipEntries({ 'lie.gbr': new Uint8Array(30 * 1024 * 1024).fill(0x41) }), 1000);
    await expectRefused(await uploadGerber('lie.zip', zip), 400, /another size than the archive declares/);
  });

  it('refuses more than 1 000 entries', async () => {
    const entries: Record<string, Uint8Array> = {};
    for (let index = 0; index < 1001; index += 1) entries[`f${index}.txt`] = strToU8('x');
    await expectRefused(await uploadGerber('many.zip', zipEntries(entries)), 400, /more than 1000 files/);
  });

  it('does not unpack nested archives: they are listed as ignored with a warning', async () => {
    const inner = zipEntries({ 'inner.gbr': new Uint8Array(10 * 1024 * 1024) });
    const response = await uploadGerber('nested.zip', zipEntries({ ...buildTinyGerberSet(), 'more/inner.zip': inner }));
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const { analysis } = response.json().data;
    expect(analysis.files).toContainEqual({ name: 'more/inner.zip', role: 'ignored' });
    expect(analysis.warnings).toContain('The archive inside the archive, "more/inner.zip", was not unpacked.');
    expect(analysis).toMatchObject({ widthMm: 20, heightMm: 10, layers: 2, drills: 1, minHoleMm: 0.4 });
  });
});

describe('unsafe entry names', () => {
  it('refuses ".." in a path', async () => {
    const zip = renameEntry(
      zipEntries({ ...buildTinyGerberSet(), 'aa/evil.gbr': strToU8('x') }),
      'aa/evil.gbr',
      '../evil.gbr',
    );
    await expectRefused(await uploadGerber('dotdot.zip', zip), 400, /unsafe path "\.\.\/evil\.gbr"/);
  });

  it('refuses absolute paths and drive letters', async () => {
    const absolute = renameEntry(zipEntries({ 'xetc/passwd': strToU8('root') }), 'xetc/passwd', '/etc/passwd');
    await expectRefused(await uploadGerber('absolute.zip', absolute), 400, /unsafe path "\/etc\/passwd"/);
    const drive = renameEntry(zipEntries({ 'C_/boot.gbr': strToU8('x') }), 'C_/boot.gbr', 'C:/boot.gbr');
    await expectRefused(await uploadGerber('drive.zip', drive), 400, /unsafe path "C:\/boot\.gbr"/);
  });

  it('refuses symbolic links', async () => {
    const zip = zipEntries({
      ...buildTinyGerberSet(),
      'link.gbr': [strToU8('/etc/passwd'), { os: 3, attrs: (0o120777 << 16) >>> 0 }],
    });
    await expectRefused(await uploadGerber('symlink.zip', zip), 400, /symbolic link "link\.gbr"/);
  });
});

describe('types by content, not by name', () => {
  it('refuses a non-zip renamed .zip (415)', async () => {
    await expectRefused(await uploadGerber('board.zip', 'G04 not a zip*\nM02*\n'), 415, /not ZIP/);
  });

  it('refuses an executable renamed .zip or .xlsx (415)', async () => {
    await expectRefused(await uploadGerber('board.zip', buildExecutableBytes()), 415, /is a program/);
    await expectRefused(await uploadBom('bom.xlsx', buildExecutableBytes()), 415, /is a program/);
    await expectRefused(await uploadBom('bom.csv', buildExecutableBytes()), 415, /is a program/);
  });

  it('refuses a zip renamed .xlsx that is no workbook, and a csv that is binary', async () => {
    const notWorkbook = await uploadBom('bom.xlsx', zipEntries(buildTinyGerberSet()));
    await expectRefused(notWorkbook, 400, /could not be read/);
    await expectRefused(await uploadBom('bom.csv', zipEntries(buildTinyGerberSet())), 415, /not CSV/);
  });

  it('refuses wrong extensions (415) and a request that is not multipart (415)', async () => {
    await expectRefused(await uploadGerber('board.rar', 'Rar!'), 415, /Unsupported file type "board\.rar"/);
    await expectRefused(await uploadBom('bom.txt', 'Designator\nR1\n'), 415, /allowed: \.xls, \.xlsx, \.csv/);
    const json = await testApp.app.inject({ method: 'POST', url: '/api/file/uploadGerber', payload: { file: 'x' } });
    await expectRefused(json, 415, /multipart\/form-data/);
  });

  it('refuses a form without a file (400) and an empty file (400)', async () => {
    const { payload, headers } = buildMultipart([{ name: 'solderMask', content: 'green' }]);
    const noFile = await testApp.app.inject({ method: 'POST', url: '/api/file/uploadGerber', payload, headers });
    await expectRefused(noFile, 400, /No file was sent/);
    await expectRefused(await uploadGerber('empty.zip', ''), 400, /empty/);
  });
});

describe('spreadsheets', () => {
  const rows = [
    ['Designator', 'Qty', 'MPN'],
    ['R1', 1, 'RC0603'],
  ];

  it('refuses an xlsx whose XML declares a DOCTYPE or entities (400), before the parser sees it', async () => {
    const workbook = buildWorkbook(rows);
    const withEntity = await rewriteZipPart(workbook, 'xl/worksheets/sheet1.xml', (xml) =>
      xml.replace(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
        '<?xml version="1.0"?>\n<!DOCTYPE lol [<!ENTITY lol "lololol">]>',
      ),
    );
    expect(new TextDecoder().decode(withEntity)).not.toContain('DOCTYPE'); // compressed inside the zip
    await expectRefused(await uploadBom('entity.xlsx', withEntity), 400, /DOCTYPE or entity/);
  });

  it('refuses macros (a vbaProject part)', async () => {
    const { unzipSync, zipSync } = await import('fflate');
    const parts = unzipSync(buildWorkbook(rows));
    parts['xl/vbaProject.bin'] = strToU8('Attribute VB_Name = "Module1"');
    await expectRefused(await uploadBom('macro.xlsx', zipSync(parts)), 400, /contains macros/);
  });

  it('refuses an xlsx that is a zip bomb', async () => {
    const { unzipSync, zipSync } = await import('fflate');
    const parts = unzipSync(buildWorkbook(rows));
    parts['xl/media/padding.xml'] = new Uint8Array(30 * 1024 * 1024);
    await expectRefused(await uploadBom('bomb.xlsx', zipSync(parts, { level: 9 })), 400, /100:1/);
  });

  it('reads a valid workbook (the same helper, untampered) so the refusals above are about the tampering', async () => {
    const response = await uploadBom('clean.xlsx', buildWorkbook(rows));
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.json().data.lineCount).toBe(1);
  });
});

describe('size limits (413, the multipart limit stops reading)', () => {
  it('refuses a Gerber zip over 50 MB', async () => {
    const response = await uploadGerber('huge.zip', new Uint8Array(50 * 1024 * 1024 + 1));
    await expectRefused(response, 413, /larger than the limit of 50 MiB/);
  });

  it('refuses a BOM of 20 MB (it must be under 20 MB), also when Content-Length does not tell', async () => {
    const content = new Uint8Array(20 * 1024 * 1024).fill(0x41);
    await expectRefused(await uploadBom('huge.csv', content), 413, /larger than the limit of 20 MiB/);
    const { payload, headers } = buildMultipart([{ name: 'file', filename: 'huge.csv', content }]);
    const chunked = await testApp.app.inject({
      method: 'POST',
      url: '/api/file/uploadBom',
      payload,
      headers: { ...headers, cookie: customer, 'transfer-encoding': 'chunked' },
    });
    await expectRefused(chunked, 413, /larger than the limit of 20 MiB/);
  });
});

describe('time limit of the parsing worker', () => {
  it('stops a worker that takes too long (400 "could not be read in time") and keeps serving', async () => {
    const slowApp = await createTestApp({ env: { DATA_DIR: dataDir.dir, FILE_PARSE_TIMEOUT_MS: '300' } });
    try {
      const response = await postFile(slowApp.app, '/api/file/uploadGerber', {
        filename: 'glasgow.zip',
        content: readFileSync(`${sharedFixturesDir}/gerber/glasgow-revC3.zip`),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toBe('The file could not be read in time (1 s).');
      expect(listFolder(dataDir.dir)).toEqual(before);
      expect((await slowApp.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await slowApp.close();
    }
  });
});
