import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { files } from '../src/db/files.table.ts';
import { users } from '../src/db/users.table.ts';
import { AppError } from '../src/lib/app-error.ts';
import { createHealthService } from '../src/modules/health/health.service.ts';
import type { FileStorage } from '../src/modules/storage/file-storage.ts';
import { createMember } from './fakes/member-helpers.ts';
import { picture } from './fixtures/test-images.ts';
import { createDataDir, postFile } from './fixtures/upload-requests.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { isPostgres } from './helpers/test-database.ts';

// GET /api/ready on the default disk store: ready when the database and FILES_DIR answer, 503 in the envelope when
// the folder cannot be used, and then uploads answer 503 too without writing a row (STORAGE=s3 in
// storage-s3-routes.test.ts).

const dataDir = createDataDir();
let testApp: TestApp;
let brokenApp: TestApp;
let member: { userId: string; cookie: string };

beforeAll(async () => {
  testApp = await createTestApp({ env: { DATA_DIR: dataDir.dir } });
  // FILES_DIR below a plain file: no folder can be made there, as on a disk that failed or was never mounted.
  const blocker = path.join(dataDir.dir, 'not-a-folder');
  writeFileSync(blocker, 'x');
  brokenApp = await createTestApp({ env: { DATA_DIR: dataDir.dir, FILES_DIR: path.join(blocker, 'files') } });
  member = await createMember(brokenApp, { phone: '13755554321' });
});
afterAll(async () => {
  await testApp?.close();
  await brokenApp?.close();
  dataDir.remove();
});

describe('GET /api/ready', () => {
  it('answers 200 with the database engine and the store when both answer', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: '200',
      msg: 'OK',
      data: { status: 'ready', db: isPostgres ? 'postgres' : 'pglite', storage: 'disk' },
    });
  });

  it('is in the OpenAPI document beside /api/health, public, with its answer schema', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { 'x-access'?: string; responses: Record<string, unknown> }>>;
    };
    const ready = document.paths['/api/ready']?.get;
    expect(ready?.['x-access']).toBe('public');
    expect(JSON.stringify(ready?.responses['200'])).toContain('storage');
    expect(document.paths['/api/health']?.get).toBeDefined();
  });

  it('answers 503 in the envelope, in the caller language, when the file storage cannot be used', async () => {
    const english = await brokenApp.app.inject({ method: 'GET', url: '/api/ready' });
    expect(english.statusCode).toBe(503);
    expect(english.json()).toEqual({
      code: '503',
      msg: 'The file storage is not reachable.',
      data: { reason: 'service.unavailable' },
    });
    const chinese = await brokenApp.app.inject({
      method: 'GET',
      url: '/api/ready',
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(chinese.json().msg).toBe('文件存储无法连接。');
  });
});

describe('uploads while the disk store cannot be used', () => {
  it('answer 503 in the envelope and write no file row and no avatar', async () => {
    const db = brokenApp.database.handle.db;
    const [{ rows: filesBefore } = { rows: -1 }] = await db.select({ rows: count() }).from(files);
    const bom = await postFile(
      brokenApp.app,
      '/api/file/uploadBom',
      { filename: 'bom.csv', content: 'Designator,Quantity\nR1,2\n' },
      { cookie: member.cookie, language: 'zh-CN' },
    );
    expect(bom.statusCode).toBe(503);
    expect(bom.json()).toEqual({
      code: '503',
      msg: '文件存储暂时无法访问，请稍后重试。',
      data: { reason: 'service.unavailable' },
    });
    const avatar = await postFile(
      brokenApp.app,
      '/api/user/avatar',
      { filename: 'me.png', content: await picture(32, 32).png().toBuffer() },
      { cookie: member.cookie },
    );
    expect(avatar.statusCode).toBe(503);
    expect(avatar.json().msg).toBe('The file storage cannot be reached just now. Please try again in a moment.');
    const [{ rows: filesAfter } = { rows: -2 }] = await db.select({ rows: count() }).from(files);
    expect(filesAfter).toBe(filesBefore);
    const [user] = await db.select().from(users).where(eq(users.id, member.userId));
    expect(user?.avatarUrl).toBe('');
  });
});

describe('the readiness check names what does not answer', () => {
  const failingDb = { execute: () => Promise.reject(new Error('connect ECONNREFUSED')) } as unknown as Db;
  const answeringDb = { execute: () => Promise.resolve({ rows: [] }) } as unknown as Db;
  const storage = (isUp: boolean): FileStorage =>
    ({
      kind: 's3',
      check: () => (isUp ? Promise.resolve() : Promise.reject(new Error('connect ECONNREFUSED'))),
    }) as FileStorage;
  const reasonOf = (promise: Promise<unknown>) =>
    promise.then(
      () => 'ready',
      (error: unknown) => (error instanceof AppError ? `${error.code} ${error.messageKey}` : String(error)),
    );

  it.each([
    { down: 'nothing', database: answeringDb, isStorageUp: true, expected: 'ready' },
    { down: 'the database', database: failingDb, isStorageUp: true, expected: '503 health.databaseDown' },
    { down: 'the storage', database: answeringDb, isStorageUp: false, expected: '503 health.storageDown' },
    { down: 'both', database: failingDb, isStorageUp: false, expected: '503 health.databaseAndStorageDown' },
  ])('$down down → $expected', async ({ database, isStorageUp, expected }) => {
    const health = createHealthService({ db: database, kind: 'postgres', storage: storage(isStorageUp) });
    expect(await reasonOf(health.checkReadiness())).toBe(expected);
  });
});
