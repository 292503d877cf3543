import { lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { handoffNonces } from '../../db/handoff-nonces.table.ts';

/** Records a nonce as spent; true only for the one call that inserted it (a replay or a parallel twin gets false). */
export async function insertSpentNonce(db: Db, nonce: string, expiresAt: Date): Promise<boolean> {
  const rows = await db
    .insert(handoffNonces)
    .values({ nonce, expiresAt })
    .onConflictDoNothing({ target: handoffNonces.nonce })
    .returning({ nonce: handoffNonces.nonce });
  return rows.length === 1;
}

/** Deletes the nonces whose tokens have expired by `now` (those tokens are refused by their expiry alone). */
export async function deleteExpiredNonces(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(handoffNonces)
    .where(lte(handoffNonces.expiresAt, now))
    .returning({ nonce: handoffNonces.nonce });
  return rows.length;
}
