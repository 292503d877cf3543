import { randomBytes } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import { access, copyFile, mkdir, rename, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  createMissingKeyError,
  createStorageUnavailableError,
  type FileStorage,
  isMissingKeyError,
  locateStorageKey,
} from './file-storage.ts';

/**
 * Stores files in a local folder as `<root>/<first two hex digits>/<sha256>`. Writes go to a
 * temporary name beside the target and are renamed into place, so a reader never sees half a file.
 */
export function createLocalFileStorage(root: string): FileStorage {
  const locate = (key: string) => path.join(root, locateStorageKey(key));

  async function exists(key: string): Promise<boolean> {
    const location = locate(key);
    try {
      await access(location);
      return true;
    } catch (error) {
      if (isMissingKeyError(error)) return false;
      throw createStorageUnavailableError(error);
    }
  }

  async function put(key: string, source: { path: string } | Uint8Array): Promise<void> {
    const target = locate(key);
    if (await exists(key)) {
      if (!(source instanceof Uint8Array)) await rm(source.path, { force: true });
      return;
    }
    const partial = `${target}.${randomBytes(6).toString('hex')}.partial`;
    try {
      await mkdir(path.dirname(target), { recursive: true });
      if (source instanceof Uint8Array) {
        await writeFile(partial, source);
      } else {
        await moveFile(source.path, partial);
      }
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true }).catch(() => undefined);
      throw createStorageUnavailableError(error);
    }
  }

  async function get(key: string): Promise<Readable> {
    const location = locate(key);
    try {
      await access(location);
    } catch (error) {
      if (isMissingKeyError(error)) throw createMissingKeyError(key, error);
      throw createStorageUnavailableError(error);
    }
    return createReadStream(location);
  }

  async function remove(key: string): Promise<void> {
    const location = locate(key);
    try {
      await rm(location, { force: true });
    } catch (error) {
      throw createStorageUnavailableError(error);
    }
  }

  /** The folder exists (made when missing) and this process may write in it. */
  async function check(): Promise<void> {
    await mkdir(root, { recursive: true });
    await access(root, constants.R_OK | constants.W_OK);
  }

  return { kind: 'disk', put, get, delete: remove, exists, check, close: async () => undefined };
}

/** Moves a file, copying when the rename crosses file systems. */
async function moveFile(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await copyFile(from, to);
    await unlink(from);
  }
}
