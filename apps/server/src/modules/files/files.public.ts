import type { Db } from '../../db/client.ts';
import { listFileStorageKeysIn } from './files.repository.ts';

/** Which of some storage keys files still use, as content or preview (the storage clean-up deletes none of them). */
export function listStorageKeysUsedByFiles(db: Db, keys: string[]): Promise<Set<string>> {
  return listFileStorageKeysIn(db, keys);
}
