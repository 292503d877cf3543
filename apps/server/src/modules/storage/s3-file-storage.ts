import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3StorageSettings } from '../../config/storage-env.ts';
import {
  createMissingKeyError,
  createStorageUnavailableError,
  type FileStorage,
  locateStorageKey,
} from './file-storage.ts';

/** Parts of a large upload (lib-storage): 8 MiB each, two in flight, so one upload holds at most 16 MiB. */
const uploadPartBytes = 8 * 1024 * 1024;
const uploadPartsInFlight = 2;

/** Builds the S3 client of the settings, as the store and the start-up check use it. */
export function createS3Client(settings: S3StorageSettings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where the API demands them: the SDK's default CRC32 headers and aws-chunked bodies are refused
    // or mishandled by several S3-compatible services (docs/decisions/0011-files-in-s3-compatible-storage.md).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    // An endpoint that does not answer fails in seconds rather than holding the request until the client gives up.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
}

/**
 * Stores files in an S3-compatible bucket (AWS S3, MinIO, Aliyun OSS) under `<first two hex digits>/<sha256>`, the
 * disk store's layout, so a copy of FILES_DIR into the bucket is a migration. Bytes go up in one PutObject; a file
 * from a local path is streamed up (in parts when large) and its local copy removed. Reads stream the object's body.
 */
export function createS3FileStorage(settings: S3StorageSettings, client = createS3Client(settings)): FileStorage {
  const bucket = settings.bucket;

  async function exists(key: string): Promise<boolean> {
    const objectKey = locateStorageKey(key);
    try {
      await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw createStorageUnavailableError(error);
    }
  }

  async function put(key: string, source: { path: string } | Uint8Array): Promise<void> {
    const objectKey = locateStorageKey(key);
    if (!(await exists(key))) {
      try {
        if (source instanceof Uint8Array) {
          await client.send(
            new PutObjectCommand({
              Bucket: bucket,
              Key: objectKey,
              Body: source,
              ContentLength: source.byteLength,
              ContentType: 'application/octet-stream',
            }),
          );
        } else {
          const upload = new Upload({
            client,
            params: {
              Bucket: bucket,
              Key: objectKey,
              Body: createReadStream(source.path),
              ContentType: 'application/octet-stream',
            },
            partSize: uploadPartBytes,
            queueSize: uploadPartsInFlight,
            leavePartsOnError: false,
          });
          await upload.done();
        }
      } catch (error) {
        throw createStorageUnavailableError(error);
      }
    }
    // As on disk, a file handed over by path is moved: the local copy goes once the bucket holds the content.
    if (!(source instanceof Uint8Array)) await rm(source.path, { force: true });
  }

  async function get(key: string): Promise<Readable> {
    const objectKey = locateStorageKey(key);
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey }));
      if (!(answer.Body instanceof Readable)) throw new Error('the S3 client answered without a readable body');
      return answer.Body;
    } catch (error) {
      if (isNotFound(error)) throw createMissingKeyError(key, error);
      throw createStorageUnavailableError(error);
    }
  }

  async function remove(key: string): Promise<void> {
    const objectKey = locateStorageKey(key);
    try {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey }));
    } catch (error) {
      if (isNotFound(error)) return;
      throw createStorageUnavailableError(error);
    }
  }

  /** The bucket exists and the key may read it (HeadBucket). */
  async function check(): Promise<void> {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
  }

  async function close(): Promise<void> {
    client.destroy();
  }

  return { kind: 's3', put, get, delete: remove, exists, check, close };
}

// HeadObject answers a bare 404 (NotFound), GetObject names it NoSuchKey; a missing bucket (NoSuchBucket) is not
// a missing key but a store that cannot be used.
function isNotFound(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'NoSuchKey' || name === 'NotFound';
}
