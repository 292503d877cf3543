import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, rmdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../storage/file-storage.ts';
import { avatarFilePattern } from './profile.service.ts';

/**
 * Moves the avatars an older release kept in DATA_DIR/avatars/<sha256>.<type> into the file storage (the disk store
 * or the bucket), under the same hash, so their URLs keep working and every instance can serve them. Runs at
 * start-up and is idempotent: a file already stored is only removed; a file whose bytes do not match its name is
 * left where it is and logged; the folder goes once it is empty. A failure is logged and retried at the next start.
 * Returns how many avatars were moved.
 */
export async function moveLegacyAvatarsIntoStorage(input: {
  dataDir: string;
  storage: FileStorage;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}): Promise<number> {
  const folder = path.join(input.dataDir, 'avatars');
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    input.log.warn({ err: error, folder }, 'legacy avatars: the folder cannot be read');
    return 0;
  }
  let moved = 0;
  for (const name of names) {
    const key = avatarFilePattern.exec(name)?.[1];
    if (!key) continue; // a half-written .tmp of the old code, or something that never was an avatar
    const location = path.join(folder, name);
    try {
      if ((await hashFile(location)) !== key) {
        input.log.warn({ file: location }, 'legacy avatars: the bytes do not match the name; left in place');
        continue;
      }
      await input.storage.put(key, { path: location });
      moved += 1;
    } catch (error) {
      input.log.warn({ err: error, file: location }, 'legacy avatars: not moved; tried again at the next start');
    }
  }
  await rmdir(folder).catch(() => undefined); // only when empty
  if (moved > 0) input.log.info({ moved, storage: input.storage.kind }, 'legacy avatars moved into the file storage');
  return moved;
}

async function hashFile(location: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(location)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
