import type { Db } from '../../db/client.ts';
import { visitLogs } from '../../db/visit-logs.table.ts';

/** Stores one visit-log entry. */
export async function insertVisitLog(db: Db, entry: typeof visitLogs.$inferInsert): Promise<void> {
  await db.insert(visitLogs).values(entry);
}
