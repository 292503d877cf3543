import { readdirSync, readFileSync } from 'node:fs';
import { strToU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orphanGraceMs } from '../src/modules/storage/stored-contents.service.ts';
import { readLatestCode, requestCode } from './fakes/member-helpers.ts';
import { buildTinyGerberSet, zipEntries } from './fixtures/hostile-files.ts';
import { createDataDir, listFolder, postFile, readSetCookie } from './fixtures/upload-requests.ts';
import { sharedFixturesDir } from './helpers/shared-fixtures.ts';
import { createTestApp, createTestCustomer, logIn, logInAsStaff, type TestApp } from './helpers/test-app.ts';

const fixtures = `${sharedFixturesDir}/gerber`;
const holdout = `${sharedFixturesDir}/holdout/gerber`;
let clock = new Date('2026-11-22T08:00:00Z');
let testApp: TestApp;
const dataDir = createDataDir();

beforeAll(async () => {
  testApp = await createTestApp({ env: { DATA_DIR: dataDir.dir }, now: () => clock });
  await createTestCustomer(testApp);
});
afterAll(async () => {
  await testApp?.close();
  dataDir.remove();
});

const uploadGerber = (
  filename: string,
  content: Uint8Array,
  options: { cookie?: string; fields?: Record<string, string>; remoteAddress?: string; language?: string } = {},
) => postFile(testApp.app, '/api/file/uploadGerber', { filename, content }, options);
/** Answers of the fixture sets, kept so later tests need not upload the same set again. */
const answers = new Map<
  string,
  { fileId: string; analysis: { files: Array<{ name: string; role: string }> } & Record<string, unknown> }
>();
const analyseSet = async (set: string) => {
  const known = answers.get(set);
  if (known) return known;
  const response = await uploadGerber(`${set}.zip`, readFileSync(`${fixtures}/${set}.zip`));
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  answers.set(set, response.json().data);
  return response.json().data;
};
const get = (url: string, cookie?: string) =>
  testApp.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** The README's table: outline size (either orientation, ±0.5 mm) and exact copper layer count. */
const expectedSets = [
  { set: 'arduino-uno', width: 68.58, height: 53.34, layers: 2, hasOutline: true },
  { set: 'bus-pirate', width: 60.0, height: 37.0, layers: 2, hasOutline: true },
  { set: '8bit-mixtape', width: 96.51, height: 39.12, layers: 2, hasOutline: true },
  { set: 'core', width: 20.32, height: 35.56, layers: 2, hasOutline: true },
  { set: 'clockblock', width: 104.14, height: 106.68, layers: 2, hasOutline: true },
  { set: 'freeduino', width: 75.3, height: 53.4, layers: 2, hasOutline: false },
  { set: 'glasgow-revC3', width: 80.0, height: 49.0, layers: 4, hasOutline: true },
  { set: 'olimex-imx233-nano-6layer', width: 76.2, height: 20.32, layers: 6, hasOutline: true },
  { set: 'ppmscope-single-sided-freepcb', width: 134.7, height: 127.0, layers: 1, hasOutline: false },
];

// Analysing a real set takes seconds (a fresh worker each time); the machine may be busy.
describe('POST /api/file/uploadGerber: the real sets of the fixture README', { timeout: 120_000 }, () => {
  for (const expected of expectedSets) {
    it(`${expected.set}: ${expected.width} × ${expected.height} mm, ${expected.layers} copper layers`, async () => {
      const response = await uploadGerber(`${expected.set}.zip`, readFileSync(`${fixtures}/${expected.set}.zip`));
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      const { data } = response.json();
      answers.set(expected.set, data);
      const { analysis } = data;
      const [long, short] = [Math.max(expected.width, expected.height), Math.min(expected.width, expected.height)];
      expect(Math.abs(Math.max(analysis.widthMm, analysis.heightMm) - long)).toBeLessThanOrEqual(0.5);
      expect(Math.abs(Math.min(analysis.widthMm, analysis.heightMm) - short)).toBeLessThanOrEqual(0.5);
      expect(analysis.layers).toBe(expected.layers);
      expect(analysis.sizeSource).toBe(expected.hasOutline ? 'outline' : 'extent');
      const warnsNoOutline = analysis.warnings.some((warning: string) => /no board outline/i.test(warning));
      expect(warnsNoOutline).toBe(!expected.hasOutline);
      expect(data.fileName).toBe(`${expected.set}.zip`);
      expect(data.size).toBe(readFileSync(`${fixtures}/${expected.set}.zip`).length);
      expect(data.previewTop).toBe(`/api/file/preview?fileId=${data.fileId}&side=top`);
      const copperFiles = analysis.files.filter((file: { role: string }) => file.role.endsWith('Copper'));
      expect(copperFiles.length).toBe(expected.layers);
    });
  }

  it('counts drills and the smallest hole from every drill file (clockblock: plated + NPTH)', async () => {
    const { analysis } = await analyseSet('clockblock');
    expect(
      analysis.files.filter((file: { role: string }) => file.role === 'drill').map((f: { name: string }) => f.name),
    ).toEqual(['clockblock-NPTH.drl', 'clockblock.drl']);
    expect(analysis.drills).toBe(224);
    expect(analysis.minHoleMm).toBeCloseTo(0.38, 2);
  });

  it('names roles of Eagle, KiCad, Protel and custom names, and ignores what is no layer', async () => {
    const olimex = await analyseSet('olimex-imx233-nano-6layer');
    const roleOf = (name: string) =>
      olimex.analysis.files.find((file: { name: string }) => file.name === name)?.role as string | undefined;
    expect([roleOf('Top.gbr'), roleOf('Bot.gbr'), roleOf('Ln2_Cu.gbr'), roleOf('Dimension.gbr')]).toEqual([
      'topCopper',
      'bottomCopper',
      'innerCopper',
      'outline',
    ]);
    expect([roleOf('Top_Mask.gbr'), roleOf('Bot_Silk.gbr'), roleOf('Drill.xnc')]).toEqual([
      'topSolderMask',
      'bottomSilkscreen',
      'drill',
    ]);
    const ppm = await analyseSet('ppmscope-single-sided-freepcb');
    const ppmRoles = Object.fromEntries(
      ppm.analysis.files.map((file: { name: string; role: string }) => [file.name, file.role]),
    );
    expect(ppmRoles).toMatchObject({ 'bottom_copper.grb': 'bottomCopper', 'readme.txt': 'ignored' });
    const glasgow = await analyseSet('glasgow-revC3');
    const glasgowRoles = Object.fromEntries(
      glasgow.analysis.files.map((file: { name: string; role: string }) => [file.name, file.role]),
    );
    expect(glasgowRoles).toMatchObject({
      'glasgow-In1_Cu.g2': 'innerCopper',
      'glasgow-Edge_Cuts.gm1': 'outline',
      'glasgow-job.gbrjob': 'jobFile',
      'glasgow-F_Courtyard.gbr': 'drawing',
      'glasgow.drl': 'drill',
    });
  });

  it('reads layers whose names say nothing from their content (X2 FileFunction, Excellon M48)', async () => {
    const kicad = `${sharedFixturesDir}/gerber/glasgow-revC3`;
    const zip = zipEntries({
      'layer-a.gbr': readFileSync(`${kicad}/glasgow-In2_Cu.g3`),
      'layer-b.gbr': readFileSync(`${kicad}/glasgow-F_Cu.gtl`),
      'layer-c.gbr': readFileSync(`${kicad}/glasgow-Edge_Cuts.gm1`),
      'holes.txt': readFileSync(`${kicad}/glasgow.drl`),
    });
    const { analysis } = (await uploadGerber('renamed.zip', zip)).json().data;
    expect(analysis.files).toEqual([
      { name: 'layer-a.gbr', role: 'innerCopper' },
      { name: 'layer-b.gbr', role: 'topCopper' },
      { name: 'layer-c.gbr', role: 'outline' },
      { name: 'holes.txt', role: 'drill' },
    ]);
    expect(analysis.layers).toBe(2);
    expect(analysis.widthMm).toBeCloseTo(80, 0);
  });

  it('analyses every hold-out set without crashing, with sane sizes, layers and previews', async () => {
    const summary: string[] = [];
    for (const name of readdirSync(holdout).filter((file) => file.endsWith('.zip'))) {
      const response = await uploadGerber(name, readFileSync(`${holdout}/${name}`));
      expect(response.statusCode, `${name}: ${response.body.slice(0, 200)}`).toBe(200);
      const { analysis, previewTop, previewBottom } = response.json().data;
      expect(analysis.layers, name).toBeGreaterThanOrEqual(1);
      expect(analysis.layers, name).toBeLessThanOrEqual(30);
      for (const size of [analysis.widthMm, analysis.heightMm]) {
        expect(size, name).toBeGreaterThan(5);
        expect(size, name).toBeLessThan(1200);
      }
      for (const url of [previewTop, previewBottom]) {
        const preview = await get(url);
        expect(preview.statusCode, name).toBe(404); // no cookie: not the uploader
      }
      summary.push(
        `${name}: ${analysis.widthMm} × ${analysis.heightMm} mm, ${analysis.layers} layers, ${analysis.drills} drills`,
      );
    }
    expect(summary.length).toBe(7);
    console.info(`hold-out Gerber sets:\n  ${summary.join('\n  ')}`);
  }, 600_000);
});

describe('previews', { timeout: 120_000 }, () => {
  it('renders top and bottom SVG in the chosen solder-mask colour, only for the uploader and staff', async () => {
    const response = await uploadGerber('core.zip', readFileSync(`${fixtures}/core.zip`), {
      fields: { solderMask: 'red' },
    });
    const vid = readSetCookie(response, 'vid');
    expect(vid).toBeDefined();
    const { previewTop, previewBottom } = response.json().data;
    const top = await get(previewTop, vid);
    expect(top.statusCode).toBe(200);
    expect(top.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(top.headers['x-content-type-options']).toBe('nosniff');
    expect(top.headers['content-security-policy']).toContain("default-src 'none'");
    expect(top.body.startsWith('<svg')).toBe(true);
    expect(top.body).toContain('#9b1111'); // red mask
    expect(top.body).not.toContain('#004200'); // not the default green
    expect(top.body).not.toMatch(/<script|javascript:|on\w+=/i);
    const bottom = await get(previewBottom, vid);
    expect(bottom.statusCode).toBe(200);
    expect(bottom.body).toContain('scale(-1,1)'); // seen from below
    expect(bottom.body).not.toBe(top.body);

    expect((await get(previewTop)).statusCode).toBe(404);
    expect((await get(previewTop, 'vid=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    const staff = await logInAsStaff(testApp.app, '11');
    expect((await get(previewTop, staff)).statusCode).toBe(200);
    const customer = await logIn(testApp.app, { phone: '13800138000', password: 'Customer123', loginType: 'client' });
    expect((await get(previewTop, customer)).statusCode).toBe(404);
  });

  it('draws green by default and refuses an unknown colour with 400 (nothing kept)', async () => {
    const green = await uploadGerber('tiny.zip', zipEntries(buildTinyGerberSet()));
    const vid = readSetCookie(green, 'vid');
    expect((await get(green.json().data.previewTop, vid)).body).toContain('#004200');
    const before = listFolder(dataDir.dir);
    const refused = await uploadGerber('tiny.zip', zipEntries(buildTinyGerberSet()), {
      fields: { solderMask: 'purple' },
      language: 'zh-CN',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toContain('solderMask 必须是以下之一');
    expect(listFolder(dataDir.dir)).toEqual(before);
  });
});

describe("visitors' files", () => {
  it('belong to the browser (vid cookie), pass to the account that logs in there, and are downloadable then', async () => {
    const uploaded = zipEntries(buildTinyGerberSet());
    const response = await uploadGerber('tiny.zip', uploaded);
    expect(response.statusCode).toBe(200);
    const vidCookie = response.cookies.find((cookie) => cookie.name === 'vid');
    expect(vidCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const vid = `vid=${vidCookie?.value}`;
    const { fileId, previewTop } = response.json().data;
    expect((await get(`/api/file/download?fileId=${fileId}`, vid)).statusCode).toBe(401); // download needs a login

    const land = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/land',
      headers: { cookie: vid },
      payload: { username: '13800138000', password: 'Customer123', loginType: 'client', rememberMe: false },
    });
    expect(land.statusCode).toBe(200);
    const session = `${readSetCookie(land, 'sid')}`;
    const download = await get(`/api/file/download?fileId=${fileId}`, session);
    expect(download.statusCode).toBe(200);
    // The uploaded zip, byte for byte (a zip built again may carry the same 2-second timestamp: compare with the upload).
    expect(download.rawPayload.equals(Buffer.from(uploaded))).toBe(true);
    expect((await get(previewTop, session)).statusCode).toBe(200);
    expect((await get(previewTop, vid)).statusCode).toBe(404); // the browser's visitor identity no longer owns it
  });

  it('pass to the account registered or logged in by SMS code from the same browser', async () => {
    const upload = async () => {
      const response = await uploadGerber('tiny.zip', zipEntries(buildTinyGerberSet()));
      expect(response.statusCode).toBe(200);
      return { vid: `${readSetCookie(response, 'vid')}`, fileId: response.json().data.fileId as string };
    };
    const phone = '13712340001';
    const registered = await upload();
    expect((await requestCode(testApp.app, phone, 'register')).statusCode).toBe(200);
    const register = await testApp.app.inject({
      method: 'POST',
      url: '/api/customer/saveuser',
      headers: { cookie: registered.vid },
      payload: {
        phone,
        password: 'Visitor2026',
        confirmPassword: 'Visitor2026',
        acceptTerms: true,
        code: await readLatestCode(testApp.app, phone),
      },
    });
    expect(register.statusCode, register.body).toBe(200);
    const registerSession = `${readSetCookie(register, 'sid')}`;
    expect((await get(`/api/file/download?fileId=${registered.fileId}`, registerSession)).statusCode).toBe(200);

    // One code per phone a minute: the SMS login is by the customer the file's other tests log in as.
    const customerPhone = '13800138000';
    const smsLogin = await upload();
    expect((await requestCode(testApp.app, customerPhone, 'login')).statusCode).toBe(200);
    const code = await readLatestCode(testApp.app, customerPhone);
    const land = await testApp.app.inject({
      method: 'GET',
      url: `/api/customer/clientLand?mobile=${customerPhone}&type=client&code=${code}`,
      headers: { cookie: smsLogin.vid },
    });
    expect(land.statusCode, land.body).toBe(200);
    const landSession = `${readSetCookie(land, 'sid')}`;
    expect((await get(`/api/file/download?fileId=${smsLogin.fileId}`, landSession)).statusCode).toBe(200);
  });

  it('expire after 24 hours: the clean-up removes the rows, and their stored content after its grace period', async () => {
    const filesDir = `${dataDir.dir}/files`;
    const { runCleanUps } = testApp.app.cleanUps;
    await runCleanUps(); // earlier tests' visitors start the day
    const before = listFolder(filesDir);
    const zip = zipEntries({ ...buildTinyGerberSet(), 'note.txt': new TextEncoder().encode(`unique ${Date.now()}`) });
    const response = await uploadGerber('expiring.zip', zip);
    const vid = readSetCookie(response, 'vid');
    const { previewTop } = response.json().data;
    const withUpload = listFolder(filesDir);
    expect(Object.keys(withUpload).length).toBeGreaterThan(Object.keys(before).length);

    clock = new Date(clock.getTime() + 23 * 60 * 60 * 1000);
    expect(await runCleanUps()).toMatchObject({ expiredFiles: 0 });
    expect((await get(previewTop, vid)).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 2 * 60 * 60 * 1000);
    expect((await get(previewTop, vid)).statusCode).toBe(404); // expired, even before the purge runs
    expect((await runCleanUps()).expiredFiles).toBeGreaterThanOrEqual(1);
    // The rows are gone; the bytes stay for the grace period (an identical upload meanwhile keeps them).
    expect(Object.keys(listFolder(filesDir))).toEqual(expect.arrayContaining(Object.keys(withUpload)));
    clock = new Date(clock.getTime() + orphanGraceMs);
    expect((await runCleanUps()).orphanedContents).toBeGreaterThanOrEqual(1);
    expect(listFolder(filesDir)).toEqual(
      Object.fromEntries(Object.entries(before).filter(([key]) => key in listFolder(filesDir))),
    );
    // An expired visitor file is not handed over at login.
    const land = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/land',
      headers: { cookie: `${vid}` },
      payload: { username: '13800138000', password: 'Customer123', loginType: 'client', rememberMe: false },
    });
    expect(land.statusCode).toBe(200);
  });
});

describe('rate limit', () => {
  it('allows a visitor 20 Gerber uploads an hour per IP, then 429; logged-in users are counted apart', async () => {
    const address = '192.0.2.77';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      const response = await uploadGerber('not-a-zip.zip', new TextEncoder().encode('hello'), {
        remoteAddress: address,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 415)).toBe(true);
    expect(statuses[20]).toBe(429);
    const customer = await logIn(testApp.app, { phone: '13800138000', password: 'Customer123', loginType: 'client' });
    const asCustomer = await uploadGerber('tiny.zip', zipEntries(buildTinyGerberSet()), {
      remoteAddress: address,
      cookie: customer,
    });
    expect(asCustomer.statusCode).toBe(200);
  });
});

// Issue 33: an aperture macro of 5 000 primitives held a file worker for the whole time limit. Macros past the
// limits of gerber-limits.ts are refused before they are read, naming the file and the limit.
describe('aperture macros past the limits', () => {
  const header = '%FSLAX46Y46*%\n%MOMM*%\n';
  const layer = (macros: string, flashes = 'X0Y0D03*\n') =>
    strToU8(`${header}${macros}%ADD10M0,0.5*%\n%ADD11C,0.1*%\nD10*\n${flashes}D11*\nX0Y0D02*\nX1000000Y0D01*\nM02*\n`);
  const macro = (name: string, statements: string[]) => `%AM${name}*\n${statements.join('\n')}\n%\n`;
  const upload = (layers: Record<string, Uint8Array>, language?: string) =>
    uploadGerber('hostile.zip', zipEntries(layers), language ? { language } : {});

  it.each<{ case: string; layers: Record<string, Uint8Array>; en: string; zh: string }>([
    {
      case: 'a macro of 5 000 primitives',
      layers: { 'board.GTL': layer(macro('M0', Array(5000).fill('1,1,$1*'))) },
      en: 'The file "board.GTL" has an aperture macro of more than 1000 statements (primitives); it was refused.',
      zh: '文件“board.GTL”中有一个光圈宏超过 1000 条语句（图元），已拒绝。',
    },
    {
      case: 'an outline primitive of 500 points',
      layers: {
        'board.GTL': layer(
          macro('M0', [`4,1,500,${Array.from({ length: 501 }, (_, index) => `${index}.125,1.5`).join(',')},0*`]),
        ),
      },
      en: 'The file "board.GTL" has an aperture macro statement longer than 4000 characters; it was refused.',
      zh: '文件“board.GTL”中有一条光圈宏语句超过 4000 个字符，已拒绝。',
    },
    {
      case: 'macros of 280 kB in all',
      layers: {
        'board.GTL': layer(
          Array.from({ length: 14 }, (_, index) => macro(`M${index}`, Array(900).fill('1,1,$1,0,0*'))).join(''),
        ),
        'board.GBL': layer(
          Array.from({ length: 14 }, (_, index) => macro(`M${index}`, Array(900).fill('1,1,$1,0,0*'))).join(''),
        ),
      },
      en: 'The aperture macros of the archive are longer than 256000 characters in all (reached in "board.GBL"); it was refused.',
      zh: '压缩包中光圈宏的总长度超过 256000 个字符（在“board.GBL”处超出），已拒绝。',
    },
    {
      case: 'a macro of 20 primitives flashed 50 001 times',
      layers: {
        'board.GTL': layer(macro('M0', Array(20).fill('1,1,$1,0,0*')), 'X0Y0D03*\n'.repeat(50_001)),
      },
      en: 'The flashes of aperture macros in the archive draw more than 1000000 primitives (reached in "board.GTL"); it was refused.',
      zh: '压缩包中光圈宏的闪光共绘制超过 1000000 个图元（在“board.GTL”处超出），已拒绝。',
    },
  ])(
    'refuses $case with 413 naming the file and the limit (en, zh-CN); a plain upload works after it',
    async ({ layers, en, zh }) => {
      const english = await upload(layers, 'en');
      expect(english.statusCode, english.body.slice(0, 300)).toBe(413);
      expect(english.json()).toMatchObject({ code: '413', msg: en, data: { reason: 'field.tooLarge' } });
      const chinese = await upload(layers, 'zh-CN');
      expect(chinese.json()).toMatchObject({ code: '413', msg: zh, data: { reason: 'field.tooLarge' } });
      const plain = await uploadGerber('tiny.zip', zipEntries(buildTinyGerberSet()));
      expect(plain.statusCode, plain.body.slice(0, 300)).toBe(200);
    },
  );

  it('reads a macro just within the limits (1 000 primitives) and answers with the analysis', async () => {
    const response = await upload({
      ...buildTinyGerberSet(),
      'tiny.gtl': layer(macro('M0', Array(1000).fill('1,1,0.01,0,0*'))),
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.json().data.analysis).toMatchObject({ layers: 2 });
  });
});
