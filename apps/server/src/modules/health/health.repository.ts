import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Runs a trivial query; throws when the database does not answer. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
