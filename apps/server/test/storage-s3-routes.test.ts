import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../src/db/files.table.ts';
import { images } from '../src/db/images.table.ts';
import { users } from '../src/db/users.table.ts';
import { createMember } from './fakes/member-helpers.ts';
import { buildTinyGerberSet, zipEntries } from './fixtures/hostile-files.ts';
import { picture } from './fixtures/test-images.ts';
import { createDataDir, postFile, readSetCookie } from './fixtures/upload-requests.ts';
import { type S3TestServer, startS3TestServer } from './helpers/s3-test-server.ts';
import { createSecondInstance, createTestApp, logInAsStaff, type TestApp } from './helpers/test-app.ts';

// STORAGE=s3 end to end through app.inject: uploads land in the bucket (s3rver), not on the disk; a second instance
// with another data folder reads them; and when the bucket stops answering, uploads answer 503 and write no row.

const bomCsv = 'Designator,Quantity,Comment,Footprint\nR1,2,10k,0603\nC1,1,100n,0402\n';

let s3: S3TestServer;
let testApp: TestApp;
let member: { userId: string; cookie: string };
const dataDir = createDataDir();

beforeAll(async () => {
  s3 = await startS3TestServer();
  testApp = await createTestApp({ env: { DATA_DIR: dataDir.dir, ...s3.env } });
  member = await createMember(testApp, { phone: '13755551234' });
});
afterAll(async () => {
  await testApp?.close();
  await s3?.close();
  dataDir.remove();
});

const get = (url: string, cookie?: string, language = 'en') =>
  testApp.app.inject({ method: 'GET', url, headers: { 'accept-language': language, ...(cookie ? { cookie } : {}) } });
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const countRows = async (table: typeof files | typeof images) =>
  (await testApp.database.handle.db.select({ rows: count() }).from(table))[0]?.rows ?? 0;

describe('STORAGE=s3: uploads and downloads through the bucket', () => {
  it('is ready with the bucket, and says so', async () => {
    const response = await get('/api/ready');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'ready', storage: 's3' });
  });

  it('a BOM uploaded by a member is stored in the bucket and downloads byte for byte (streamed)', async () => {
    const upload = await postFile(
      testApp.app,
      '/api/file/uploadBom',
      { filename: 'bom.csv', content: bomCsv },
      { cookie: member.cookie },
    );
    expect(upload.statusCode, upload.body.slice(0, 300)).toBe(200);
    const { fileId } = upload.json().data as { fileId: string };
    expect(await testApp.app.fileStorage.exists(sha256(Buffer.from(bomCsv)))).toBe(true);
    // Nothing of it on the disk: DATA_DIR holds no files folder and an empty temporary folder.
    expect(existsSync(path.join(dataDir.dir, 'files'))).toBe(false);
    expect(readdirSync(path.join(dataDir.dir, 'tmp', 'uploads'))).toEqual([]);

    const download = await get(`/api/file/download?fileId=${fileId}`, member.cookie);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('text/csv');
    expect(download.body).toBe(bomCsv);
  });

  it("a visitor's Gerber set: the zip and both previews go to the bucket, the previews are served from it", async () => {
    const zip = zipEntries(buildTinyGerberSet());
    const upload = await postFile(testApp.app, '/api/file/uploadGerber', { filename: 'tiny.zip', content: zip });
    expect(upload.statusCode, upload.body.slice(0, 300)).toBe(200);
    const vid = readSetCookie(upload, 'vid');
    const { fileId, previewTop } = upload.json().data as { fileId: string; previewTop: string };
    const [row] = await testApp.database.handle.db.select().from(files).where(eq(files.id, fileId));
    for (const key of [row?.hash, row?.previewTopHash, row?.previewBottomHash]) {
      expect(await testApp.app.fileStorage.exists(key ?? '')).toBe(true);
    }
    expect(row?.hash).toBe(sha256(zip));
    const preview = await get(previewTop, vid);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toMatch(/^<svg/);
  });

  it('an avatar and a staff image are stored in the bucket and served from it', async () => {
    const png = await picture(48, 48).png().toBuffer();
    const avatar = await postFile(
      testApp.app,
      '/api/user/avatar',
      { filename: 'me.png', content: png },
      { cookie: member.cookie },
    );
    expect(avatar.statusCode, avatar.body).toBe(200);
    const avatarUrl = avatar.json().data.avatarUrl as string;
    const served = await get(avatarUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 48, height: 48 });

    const staff = await logInAsStaff(testApp.app, '11');
    const image = await postFile(
      testApp.app,
      '/api/erp/images/upload',
      { filename: 'a.png', content: png },
      { cookie: staff },
    );
    expect(image.statusCode, image.body).toBe(200);
    const thumbnail = await get(image.json().data.thumbnailUrl as string);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/png');
    expect(existsSync(path.join(dataDir.dir, 'files'))).toBe(false);
  });

  it('a second instance with a data folder of its own serves what the first stored', async () => {
    const upload = await postFile(
      testApp.app,
      '/api/file/uploadBom',
      { filename: 'shared.csv', content: `${bomCsv}R2,1,1k,0603\n` },
      { cookie: member.cookie },
    );
    const { fileId } = upload.json().data as { fileId: string };
    const otherDir = createDataDir();
    const second = await createSecondInstance(testApp, {
      config: { dataDir: otherDir.dir, filesDir: path.join(otherDir.dir, 'files') },
    });
    try {
      const download = await second.app.inject({
        method: 'GET',
        url: `/api/file/download?fileId=${fileId}`,
        headers: { cookie: member.cookie },
      });
      expect(download.statusCode).toBe(200);
      expect(download.body).toBe(`${bomCsv}R2,1,1k,0603\n`);
    } finally {
      await second.close();
      otherDir.remove();
    }
  });
});

describe('STORAGE=s3 while the bucket does not answer', () => {
  // Runs after the cases above: it stops this file's s3rver.
  it('answers uploads with 503 in the envelope (en, zh-CN), writes no row, keeps no temporary file', async () => {
    const png = await picture(40, 40).png().toBuffer();
    const filesBefore = await countRows(files);
    const imagesBefore = await countRows(images);
    const [userBefore] = await testApp.database.handle.db.select().from(users).where(eq(users.id, member.userId));
    await s3.stop();

    const english = await postFile(
      testApp.app,
      '/api/file/uploadBom',
      { filename: 'outage.csv', content: `${bomCsv}R9,1,9k,0603\n` },
      { cookie: member.cookie },
    );
    expect(english.statusCode).toBe(503);
    expect(english.json()).toEqual({
      code: '503',
      msg: 'The file storage cannot be reached just now. Please try again in a moment.',
      data: { reason: 'service.unavailable' },
    });
    const chinese = await postFile(
      testApp.app,
      '/api/file/uploadGerber',
      { filename: 'tiny.zip', content: zipEntries(buildTinyGerberSet()) },
      { language: 'zh-CN' },
    );
    expect(chinese.statusCode).toBe(503);
    expect(chinese.json().msg).toBe('文件存储暂时无法访问，请稍后重试。');
    const avatar = await postFile(
      testApp.app,
      '/api/user/avatar',
      { filename: 'me.png', content: png },
      { cookie: member.cookie },
    );
    expect(avatar.statusCode).toBe(503);
    const staff = await logInAsStaff(testApp.app, '11');
    const image = await postFile(
      testApp.app,
      '/api/erp/images/upload',
      { filename: 'b.png', content: png },
      { cookie: staff },
    );
    expect(image.statusCode).toBe(503);

    expect(await countRows(files)).toBe(filesBefore);
    expect(await countRows(images)).toBe(imagesBefore);
    const [userAfter] = await testApp.database.handle.db.select().from(users).where(eq(users.id, member.userId));
    expect(userAfter?.avatarUrl).toBe(userBefore?.avatarUrl);
    expect(readdirSync(path.join(dataDir.dir, 'tmp', 'uploads'))).toEqual([]);
  });

  it('answers downloads and /api/ready with 503, not 404 or 500', async () => {
    const [row] = await testApp.database.handle.db.select().from(files).limit(1);
    const download = await get(`/api/file/download?fileId=${row?.id}`, member.cookie);
    expect(download.statusCode).toBe(503);
    expect(download.json().data).toEqual({ reason: 'service.unavailable' });
    const ready = await get('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      code: '503',
      msg: 'The file storage is not reachable.',
      data: { reason: 'service.unavailable' },
    });
    expect((await get('/api/ready', undefined, 'zh-CN')).json().msg).toBe('文件存储无法连接。');
    // Liveness asks only the database: the instance is alive, just not ready.
    expect((await get('/api/health')).statusCode).toBe(200);
  });
});
