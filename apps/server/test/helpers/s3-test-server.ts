import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageSettings } from '../../src/config/storage-env.ts';

// As in main.ts: the AWS SDK's notice that its 2027 releases need Node 22 says nothing about the pinned version.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** s3rver's fixed access key: it checks every request's signature against it. */
const s3rverKey = 'S3RVER';

/** A local S3 server (s3rver) for one test file, with one empty bucket, over a folder of its own. */
export type S3TestServer = {
  endpoint: string;
  bucket: string;
  /** The settings that point the app at it (STORAGE=s3 and the S3_* variables). */
  env: Record<string, string>;
  settings: S3StorageSettings;
  /** Stops answering (a storage outage); the objects stay in its folder. */
  stop(): Promise<void>;
  /** Stops it if running and removes its folder. */
  close(): Promise<void>;
};

/** Starts s3rver on a free loopback port with the bucket `bucket`. */
export async function startS3TestServer(bucket = 'boardforge-test'): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), 'boardforge-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  let isRunning = true;
  const stop = async () => {
    if (!isRunning) return;
    isRunning = false;
    await server.close();
  };
  return {
    endpoint,
    bucket,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: s3rverKey,
      S3_SECRET_ACCESS_KEY: s3rverKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    settings: {
      kind: 's3',
      endpoint,
      region: 'us-east-1',
      bucket,
      accessKeyId: s3rverKey,
      secretAccessKey: s3rverKey,
      forcePathStyle: true,
    },
    stop,
    async close() {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
