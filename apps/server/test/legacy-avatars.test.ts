import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveLegacyAvatarsIntoStorage } from '../src/modules/profile/legacy-avatars.ts';
import { picture } from './fixtures/test-images.ts';
import { createDataDir } from './fixtures/upload-requests.ts';
import { type S3TestServer, startS3TestServer } from './helpers/s3-test-server.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// Avatars of older releases lie in DATA_DIR/avatars/<sha256>.<type>; start-up moves them into the file storage (disk
// or bucket) under the same hash, so the URLs users already have keep working on every instance.

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await s3?.close();
});

const silentLog = { info: () => undefined, warn: () => undefined };

describe.each(['disk', 's3'] as const)('legacy avatars into the %s store', (kind) => {
  const dataDir = createDataDir();
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { DATA_DIR: dataDir.dir, ...(kind === 's3' ? s3.env : {}) } });
  });
  afterAll(async () => {
    await testApp?.close();
    dataDir.remove();
  });

  it('moves each avatar whose bytes match its name, serves it at its old URL, and is idempotent', async () => {
    const folder = path.join(dataDir.dir, 'avatars');
    mkdirSync(folder);
    const png = await picture(24, 24).png().toBuffer();
    const hash = createHash('sha256').update(png).digest('hex');
    writeFileSync(path.join(folder, `${hash}.png`), png);
    const tampered = `${'b'.repeat(64)}.png`;
    writeFileSync(path.join(folder, tampered), png); // bytes that do not match the name
    const halfWritten = `${hash}.png.1234.5678.tmp`;
    writeFileSync(path.join(folder, halfWritten), png.subarray(0, 10));

    const storage = testApp.app.fileStorage;
    expect(storage.kind).toBe(kind);
    expect(await moveLegacyAvatarsIntoStorage({ dataDir: dataDir.dir, storage, log: silentLog })).toBe(1);
    expect(await storage.exists(hash)).toBe(true);
    expect(await storage.exists('b'.repeat(64))).toBe(false);
    expect(readdirSync(folder).sort()).toEqual([tampered, halfWritten].sort());

    const served = await testApp.app.inject({ method: 'GET', url: `/api/user/avatar/${hash}.png` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    // The same content under another type's name is not served: the name must tell the truth about the bytes.
    const misnamed = await testApp.app.inject({ method: 'GET', url: `/api/user/avatar/${hash}.jpg` });
    expect(misnamed.statusCode).toBe(404);

    expect(await moveLegacyAvatarsIntoStorage({ dataDir: dataDir.dir, storage, log: silentLog })).toBe(0);
  });

  it('removes the folder once it is empty, and does nothing without one', async () => {
    const folder = path.join(dataDir.dir, 'avatars');
    for (const name of readdirSync(folder)) rmSync(path.join(folder, name));
    const storage = testApp.app.fileStorage;
    expect(await moveLegacyAvatarsIntoStorage({ dataDir: dataDir.dir, storage, log: silentLog })).toBe(0);
    expect(existsSync(folder)).toBe(false);
    expect(await moveLegacyAvatarsIntoStorage({ dataDir: dataDir.dir, storage, log: silentLog })).toBe(0);
  });
});
