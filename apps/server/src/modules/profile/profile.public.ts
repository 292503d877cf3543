import { avatarTypes } from '@boardforge/contracts/profile.ts';
import type { Db } from '../../db/client.ts';
import { listAvatarUrlsIn } from './profile.repository.ts';
import { avatarFilePattern, avatarUrlPrefix } from './profile.service.ts';

/** Which of some storage keys users' avatars still use (the storage clean-up deletes no content a row refers to). */
export async function listStorageKeysUsedByAvatars(db: Db, keys: string[]): Promise<Set<string>> {
  const urls = keys.flatMap((key) => avatarTypes.map((type) => `${avatarUrlPrefix}${key}.${type}`));
  const used = await listAvatarUrlsIn(db, urls);
  return new Set(used.flatMap((url) => avatarFilePattern.exec(url.slice(avatarUrlPrefix.length))?.[1] ?? []));
}
