import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/app-error.ts';
import { type FileStorage, isMissingKeyError } from '../src/modules/storage/file-storage.ts';
import { createLocalFileStorage } from '../src/modules/storage/local-file-storage.ts';
import { createS3Client, createS3FileStorage } from '../src/modules/storage/s3-file-storage.ts';
import { type S3TestServer, startS3TestServer } from './helpers/s3-test-server.ts';

// One contract, two stores: every case below runs against the disk store and against an S3 bucket served by s3rver.

const workDir = mkdtempSync(path.join(tmpdir(), 'boardforge-storage-'));
let s3: S3TestServer;
const stores: Record<'disk' | 's3', FileStorage> = {} as Record<'disk' | 's3', FileStorage>;
/** The names of the commands the S3 store sent, to see how it talked to the bucket. */
const sentCommands: string[] = [];

beforeAll(async () => {
  s3 = await startS3TestServer();
  stores.disk = createLocalFileStorage(path.join(workDir, 'files'));
  const client = createS3Client(s3.settings);
  const send = client.send.bind(client);
  client.send = ((command: { constructor: { name: string } }, ...rest: unknown[]) => {
    sentCommands.push(command.constructor.name);
    return (send as (...args: unknown[]) => unknown)(command, ...rest);
  }) as typeof client.send;
  stores.s3 = createS3FileStorage(s3.settings, client);
});
afterAll(async () => {
  await stores.s3?.close();
  await s3?.close();
  rmSync(workDir, { recursive: true, force: true });
});

const keyOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A file in the work folder, as an upload is received before it is stored. */
function writeTemporary(bytes: Uint8Array): string {
  const location = path.join(workDir, `${randomBytes(6).toString('hex')}.upload`);
  writeFileSync(location, bytes);
  return location;
}

describe.each(['disk', 's3'] as const)('the %s store', (kind) => {
  const store = () => stores[kind];

  it('stores bytes under their hash and streams them back; exists and delete follow', async () => {
    const bytes = randomBytes(1000);
    const key = keyOf(bytes);
    expect(store().kind).toBe(kind);
    expect(await store().exists(key)).toBe(false);
    await store().put(key, bytes);
    expect(await store().exists(key)).toBe(true);
    expect((await readAll(await store().get(key))).equals(bytes)).toBe(true);
    await store().put(key, bytes); // storing it again is a no-op
    await store().delete(key);
    expect(await store().exists(key)).toBe(false);
    await store().delete(key); // deleting a missing key is nothing
  });

  it('moves a file in from a path (the local copy goes), also when the content was already stored', async () => {
    const bytes = randomBytes(4096);
    const key = keyOf(bytes);
    const first = writeTemporary(bytes);
    await store().put(key, { path: first });
    expect(existsSync(first)).toBe(false);
    const second = writeTemporary(bytes);
    await store().put(key, { path: second });
    expect(existsSync(second)).toBe(false);
    expect((await readAll(await store().get(key))).equals(bytes)).toBe(true);
  });

  it('streams a file larger than one upload part (17 MiB: three 8 MiB parts into the bucket) byte for byte', async () => {
    const bytes = randomBytes(17 * 1024 * 1024);
    const key = keyOf(bytes);
    sentCommands.length = 0;
    await store().put(key, { path: writeTemporary(bytes) });
    if (kind === 's3') {
      expect(sentCommands.filter((name) => name === 'UploadPartCommand')).toHaveLength(3);
      expect(sentCommands).toContain('CompleteMultipartUploadCommand');
    }
    const stream = await store().get(key);
    let size = 0;
    const hash = createHash('sha256');
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      hash.update(chunk as Buffer);
    }
    expect(size).toBe(bytes.length);
    expect(hash.digest('hex')).toBe(key);
  });

  it('answers a missing key with ENOENT, refuses a key that is not a SHA-256, and passes its check', async () => {
    const missing = await store()
      .get('0'.repeat(64))
      .catch((error: unknown) => error);
    expect(isMissingKeyError(missing)).toBe(true);
    await expect(store().put('../escape', new Uint8Array([1]))).rejects.toThrow(/invalid storage key/);
    await expect(store().get('A'.repeat(64))).rejects.toThrow(/invalid storage key/);
    await expect(store().check()).resolves.toBeUndefined();
  });
});

describe('a store that cannot be used', () => {
  it('the disk: a FILES_DIR below a plain file fails its check, and put/get answer 503 storage.unavailable', async () => {
    const blocker = path.join(workDir, 'not-a-folder');
    writeFileSync(blocker, 'x');
    const broken = createLocalFileStorage(path.join(blocker, 'files'));
    await expect(broken.check()).rejects.toMatchObject({ code: 'ENOTDIR' });
    const bytes = randomBytes(10);
    const failure = await broken.put(keyOf(bytes), bytes).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ code: '503', messageKey: 'storage.unavailable' });
    await expect(broken.get(keyOf(bytes))).rejects.toMatchObject({ code: '503' });
  });

  it('S3: a bucket that does not exist fails the check with 404; puts answer 503', async () => {
    const noBucket = createS3FileStorage({ ...s3.settings, bucket: 'no-such-bucket' });
    try {
      await expect(noBucket.check()).rejects.toMatchObject({ $metadata: { httpStatusCode: 404 } });
      const bytes = randomBytes(10);
      await expect(noBucket.put(keyOf(bytes), bytes)).rejects.toMatchObject({
        code: '503',
        messageKey: 'storage.unavailable',
      });
    } finally {
      await noBucket.close();
    }
  });

  it('S3: an unknown access key is refused by the check (403), and an endpoint that went away answers 503', async () => {
    // s3rver knows one access key; it refuses another (it does not check the secret).
    const wrongKey = createS3FileStorage({ ...s3.settings, accessKeyId: 'SOMEONE-ELSE' });
    const outage = await startS3TestServer();
    const goneAway = createS3FileStorage(outage.settings);
    try {
      await expect(wrongKey.check()).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
      const bytes = randomBytes(10);
      await goneAway.put(keyOf(bytes), bytes);
      await outage.stop();
      await expect(goneAway.check()).rejects.toMatchObject({ code: 'ECONNREFUSED' });
      for (const call of [
        () => goneAway.get(keyOf(bytes)),
        () => goneAway.exists(keyOf(bytes)),
        () => goneAway.put(keyOf(bytes), bytes),
        () => goneAway.delete(keyOf(bytes)),
      ]) {
        await expect(call()).rejects.toMatchObject({ code: '503', messageKey: 'storage.unavailable' });
      }
    } finally {
      await wrongKey.close();
      await goneAway.close();
      await outage.close();
    }
  });
});
