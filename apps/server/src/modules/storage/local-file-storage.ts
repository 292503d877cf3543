import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, copyFile, mkdir, rename, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { type FileStorage, isStorageKey } from './file-storage.ts';

/**
 * Stores files in a local folder as `<root>/<first two hex digits>/<sha256>`. Writes go to a
 * temporary name beside the target and are renamed into place, so a reader never sees half a file.
 */
export function createLocalFileStorage(root: string): FileStorage {
  const locate = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`invalid storage key ${JSON.stringify(key)}`);
    return path.join(root, key.slice(0, 2), key);
  };

  async function exists(key: string): Promise<boolean> {
    try {
      await access(locate(key));
      return true;
    } catch {
      return false;
    }
  }

  async function put(key: string, source: { path: string } | Uint8Array): Promise<void> {
    const target = locate(key);
    if (await exists(key)) {
      if (!(source instanceof Uint8Array)) await rm(source.path, { force: true });
      return;
    }
    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.${randomBytes(6).toString('hex')}.partial`;
    try {
      if (source instanceof Uint8Array) {
        await writeFile(partial, source);
      } else {
        await moveFile(source.path, partial);
      }
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async function get(key: string): Promise<Readable> {
    const location = locate(key);
    await access(location);
    return createReadStream(location);
  }

  async function remove(key: string): Promise<void> {
    await rm(locate(key), { force: true });
  }

  return { put, get, delete: remove, exists };
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
