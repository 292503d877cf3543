import type { Readable } from 'node:stream';
import { AppError } from '../../lib/app-error.ts';

/**
 * Where stored files are kept (uploads, their previews, images, avatars), addressed by the SHA-256 (hex) of their
 * content, never by a client's file name: a local folder (local-file-storage.ts) or an S3-compatible bucket
 * (s3-file-storage.ts). Every stored byte goes through it, so instances that share the bucket see the same files.
 *
 * Failures: `get` of a key that is not stored rejects with an error whose code is ENOENT (isMissingKeyError); any
 * other failure of put, get, delete or exists (a full disk, an endpoint that does not answer, a bucket refused)
 * rejects with a 503 AppError `storage.unavailable`, which the error handler answers in the caller's language.
 */
export interface FileStorage {
  /** The kind of store, for /api/ready and the logs. */
  readonly kind: 'disk' | 's3';
  /** Stores content under its hash: a file moved in from a local path, or bytes. Storing an existing key is a no-op. */
  put(key: string, source: { path: string } | Uint8Array): Promise<void>;
  /** Opens the content of a key for reading as a stream (never read whole into memory). */
  get(key: string): Promise<Readable>;
  /** Removes a key (nothing happens when it does not exist). */
  delete(key: string): Promise<void>;
  /** Tells whether a key is stored. */
  exists(key: string): Promise<boolean>;
  /**
   * Checks that the store can be used now (the folder can be written; the bucket exists and answers); rejects with
   * the store's own error (a Node or S3 error), which start-up describes naming the setting and /api/ready turns
   * into a 503.
   */
  check(): Promise<void>;
  /** Lets go of the store's connections (the bucket client's sockets); nothing to do for a folder. */
  close(): Promise<void>;
}

/** Tells whether a storage key is a SHA-256 hex digest (the only keys storage accepts). */
export function isStorageKey(key: string): boolean {
  return /^[0-9a-f]{64}$/.test(key);
}

/** The relative location of a key in a store: `<first two hex digits>/<sha256>`, the same on disk and in a bucket. */
export function locateStorageKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`invalid storage key ${JSON.stringify(key)}`);
  return `${key.slice(0, 2)}/${key}`;
}

/** The error `get` rejects with for a key that is not stored: its code is ENOENT, as a missing file's. */
export function createMissingKeyError(key: string, cause?: unknown): NodeJS.ErrnoException {
  return Object.assign(new Error(`storage key ${key} is not stored`, { cause }), { code: 'ENOENT' });
}

/** Tells whether a storage error means the key is not stored (rather than the store being unusable). */
export function isMissingKeyError(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'ENOENT';
}

/** The 503 a request gets when the store cannot be used; the store's own error is kept as the cause for the log. */
export function createStorageUnavailableError(cause: unknown): AppError {
  if (cause instanceof AppError) return cause;
  return new AppError('503', 'storage.unavailable', {}, { cause });
}
