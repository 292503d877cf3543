import type { Readable } from 'node:stream';

/**
 * Where uploaded files are kept, addressed by the SHA-256 (hex) of their content; never by a client's
 * file name. The local folder implements it; an S3-compatible bucket can implement the same four calls.
 */
export interface FileStorage {
  /** Stores content under its hash: a file moved in from a local path, or bytes. Storing an existing key is a no-op. */
  put(key: string, source: { path: string } | Uint8Array): Promise<void>;
  /** Opens the content of a key for reading; rejects with an error whose code is ENOENT when it is missing. */
  get(key: string): Promise<Readable>;
  /** Removes a key (nothing happens when it does not exist). */
  delete(key: string): Promise<void>;
  /** Tells whether a key is stored. */
  exists(key: string): Promise<boolean>;
}

/** Tells whether a storage key is a SHA-256 hex digest (the only keys storage accepts). */
export function isStorageKey(key: string): boolean {
  return /^[0-9a-f]{64}$/.test(key);
}
