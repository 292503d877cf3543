import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DatabaseStartupError,
  describeDatabaseStartupError,
  describeStorageStartupError,
  maskUrlPassword,
  StorageStartupError,
} from '../src/startup-failure.ts';
import { type S3TestServer, startS3TestServer } from './helpers/s3-test-server.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'bf-startup-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/**
 * Each test starts the server once or twice from source (tsx compiles it at every start): on a loaded 2-core machine
 * two starts took over 30 s. The timeout only catches a hang; each start is itself bounded at 60 s.
 */
const spawnTestTimeoutMs = 180_000;

/** Starts src/main.ts with the given settings and waits for it to end (it must fail before listening). */
function startServer(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/main.ts'],
      {
        cwd: serverDir,
        env: { PATH: process.env.PATH ?? '', NODE_ENV: 'development', DATA_DIR: dataDir, PORT: '0', ...env },
        timeout: 60_000,
      },
      (error, stdout, stderr) => resolve({ code: error ? (error.code as number | null) : 0, stdout, stderr }),
    );
  });
}

describe('start-up in production without TRUST_PROXY', { timeout: spawnTestTimeoutMs }, () => {
  it('prints one line naming TRUST_PROXY and exits non-zero before opening anything', async () => {
    const result = await startServer({
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'https://boardforge.example',
      CODE_SECRET: 'x'.repeat(32),
      STAFF_MAILBOX: 'staff@boardforge.example',
      SMS_PROVIDER: 'aliyun',
      ALIYUN_ACCESS_KEY_ID: 'id',
      ALIYUN_ACCESS_KEY_SECRET: 'secret',
      ALIYUN_SMS_SIGN_NAME: 'BoardForge',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
      MAIL_PROVIDER: 'smtp',
      SMTP_HOST: 'smtp.boardforge.example',
      SMTP_FROM: 'noreply@boardforge.example',
    });
    expect(result.code).not.toBe(0);
    expect(result.stderr.trim()).toBe(
      'Invalid configuration: TRUST_PROXY is required when NODE_ENV=production (true or a hop count behind a proxy, proxy addresses, or false)',
    );
    expect(result.stdout).toBe('');
  });
});

describe('start-up with a database it cannot reach', { timeout: spawnTestTimeoutMs }, () => {
  it('prints one line naming DATABASE_URL (password masked) and the reason, and exits non-zero', async () => {
    const result = await startServer({ DATABASE_URL: 'postgres://nobody:secret@127.0.0.1:1/x' });
    expect(result.code).not.toBe(0);
    expect(result.stderr.trim()).toBe(
      'cannot connect to the database at DATABASE_URL (postgres://nobody:***@127.0.0.1:1/x): ECONNREFUSED',
    );
    expect(result.stdout).toBe('');
  });

  it('describes refusals by their code: a connection of several addresses, a missing database', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' });
    const several = new AggregateError([refused, new Error('second')], '');
    expect(describeDatabaseStartupError(new DatabaseStartupError({ databaseUrl: 'postgres://a@h/x' }, several))).toBe(
      'cannot connect to the database at DATABASE_URL (postgres://a@h/x): ECONNREFUSED',
    );
    const missing = Object.assign(new Error('database "x" does not exist'), { code: '3D000' });
    expect(describeDatabaseStartupError(new DatabaseStartupError({ databaseUrl: 'postgres://a@h/x' }, missing))).toBe(
      'cannot connect to the database at DATABASE_URL (postgres://a@h/x): 3D000 (database "x" does not exist)',
    );
    expect(maskUrlPassword('postgresql://u:p%40ss@db.example:5433/bf?sslmode=require')).toBe(
      'postgresql://u:***@db.example:5433/bf?sslmode=require',
    );
    expect(maskUrlPassword('not a url :secret@')).not.toContain('secret');
  });
});

describe('start-up with a file storage it cannot use', { timeout: spawnTestTimeoutMs }, () => {
  let s3: S3TestServer;
  beforeAll(async () => {
    s3 = await startS3TestServer();
  });
  afterAll(async () => {
    await s3?.close();
  });

  /** Starts with the settings and returns what it printed, after checking it failed before printing anything else. */
  async function failStart(env: Record<string, string>): Promise<string> {
    const result = await startServer(env);
    expect(result.code).not.toBe(0);
    expect(result.stdout).toBe('');
    expect(result.stderr.endsWith('\n')).toBe(true);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    return result.stderr.trim();
  }

  it('a missing S3 setting: one line naming it', async () => {
    const { S3_BUCKET: _bucket, ...withoutBucket } = s3.env;
    expect(await failStart(withoutBucket)).toBe('Invalid configuration: S3_BUCKET is required when STORAGE=s3');
  });

  it('an endpoint that does not answer: one line naming S3_ENDPOINT and the reason', async () => {
    expect(await failStart({ ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:1' })).toBe(
      'cannot reach the file storage at S3_ENDPOINT (http://127.0.0.1:1): ECONNREFUSED',
    );
  });

  it('a bucket that does not exist: one line naming S3_BUCKET; a refused key: one naming the key settings', async () => {
    expect(await failStart({ ...s3.env, S3_BUCKET: 'no-such-bucket' })).toBe(
      `the bucket S3_BUCKET (no-such-bucket) does not exist at S3_ENDPOINT (${s3.endpoint})`,
    );
    expect(await failStart({ ...s3.env, S3_ACCESS_KEY_ID: 'SOMEONE-ELSE' })).toBe(
      `S3_ENDPOINT (${s3.endpoint}) refused S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY for the bucket S3_BUCKET (boardforge-test) (HTTP 403)`,
    );
  });

  it('a FILES_DIR that cannot be made: one line naming FILES_DIR', async () => {
    const blocker = path.join(dataDir, 'plain-file');
    writeFileSync(blocker, 'x');
    expect(await failStart({ FILES_DIR: path.join(blocker, 'files') })).toBe(
      `cannot use the file storage in FILES_DIR (${path.join(blocker, 'files')}): ENOTDIR: not a directory, mkdir '${path.join(blocker, 'files')}'`,
    );
  });

  it('describes the other answers of a bucket by status, never printing the secret key', () => {
    const settings = s3.settings;
    const answer = (status: number, name: string) =>
      Object.assign(new Error(name), { name, $metadata: { httpStatusCode: status } });
    expect(describeStorageStartupError(new StorageStartupError(settings, answer(301, 'PermanentRedirect')))).toBe(
      `the bucket S3_BUCKET (boardforge-test) is not in S3_REGION (us-east-1) at S3_ENDPOINT (${s3.endpoint}) (HTTP 301)`,
    );
    const onAws = { ...settings, endpoint: undefined, secretAccessKey: 'very-secret' };
    const line = describeStorageStartupError(new StorageStartupError(onAws, answer(500, 'InternalError')));
    expect(line).toBe(
      'AWS S3 in S3_REGION (us-east-1) answered HTTP 500 InternalError for the bucket S3_BUCKET (boardforge-test)',
    );
    expect(line).not.toContain('very-secret');
  });
});
