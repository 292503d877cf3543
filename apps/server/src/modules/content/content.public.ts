import type { Db } from '../../db/client.ts';
import { hasAnyContent, insertContent } from './content.repository.ts';
import { toContentFields } from './content-fields.ts';
import { seedContents } from './content-seed.ts';

/**
 * Fills an empty content store with the site's published records of every kind (db/seed.ts, in the seed's
 * transaction); a store that holds any record is left as the staff edited it.
 */
export async function insertDefaultContent(tx: Db): Promise<void> {
  if (await hasAnyContent(tx)) return;
  const at = new Date();
  for (const { sort, entry } of seedContents) {
    await insertContent(tx, { ...toContentFields(entry, sort), status: 'published', updatedBy: null, at });
  }
}
