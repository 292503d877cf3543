import type { ApiKeyScope } from '@boardforge/contracts/api-keys.ts';
import { and, asc, count, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { apiKeys } from '../../db/api-keys.table.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/users.table.ts';

/** A row of the api_keys table. */
export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** The live keys of a customer, the newest first. */
export async function listLiveApiKeys(db: Db, userId: string): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt), asc(apiKeys.id));
}

/** Locks the customer's row for the rest of the transaction, so their key count is decided one change at a time. */
export async function lockOwnerForUpdate(tx: Db, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** How many live keys a customer holds. */
export async function countLiveApiKeys(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
  return row?.value ?? 0;
}

/** Inserts a key (its hash, never its secret) and returns the row. */
export async function insertApiKey(
  db: Db,
  key: {
    userId: string;
    name: string;
    scopes: ApiKeyScope[];
    keyHash: string;
    start: string;
    createdAt: Date;
    expiresAt: Date | null;
  },
): Promise<ApiKeyRow> {
  const [row] = await db
    .insert(apiKeys)
    .values({ ...key, rateWindowStart: key.createdAt })
    .returning();
  if (!row) throw new Error('insert into api_keys returned no row');
  return row;
}

/** Revokes one live key of a customer; tells whether there was one. */
export async function revokeOwnApiKey(db: Db, userId: string, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: at })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

/** What a key's use found: the key and its owner, with the count of its current rate window including this use. */
export type ApiKeyUse = {
  id: string;
  name: string;
  userId: string;
  scopes: ApiKeyScope[];
  hits: number;
};

/**
 * Counts one use of a live key by its hash in a single UPDATE (row-locked, so parallel uses count one by one across
 * instances): a window older than `windowMs` restarts at 1; last_used_at moves to `at`. Null when no live key has it
 * (none, revoked, or expired at `at`).
 */
export async function countApiKeyUse(db: Db, keyHash: string, at: Date, windowMs: number): Promise<ApiKeyUse | null> {
  const windowEnded = sql`${apiKeys.rateWindowStart} + ${`${windowMs} milliseconds`}::interval <= ${at}`;
  const [row] = await db
    .update(apiKeys)
    .set({
      rateWindowStart: sql`case when ${windowEnded} then ${at} else ${apiKeys.rateWindowStart} end`,
      rateWindowHits: sql`case when ${windowEnded} then 1 else ${apiKeys.rateWindowHits} + 1 end`,
      lastUsedAt: at,
    })
    .where(
      and(
        eq(apiKeys.keyHash, keyHash),
        isNull(apiKeys.revokedAt),
        or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, at)),
      ),
    )
    .returning({
      id: apiKeys.id,
      name: apiKeys.name,
      userId: apiKeys.userId,
      scopes: apiKeys.scopes,
      hits: apiKeys.rateWindowHits,
    });
  return row ?? null;
}

/** Why no live key has this hash: a revoked key has it, an expired one, or none. */
export async function findDeadApiKeyReason(db: Db, keyHash: string): Promise<'revoked' | 'expired' | 'unknown'> {
  const [row] = await db
    .select({ revokedAt: apiKeys.revokedAt, expiresAt: apiKeys.expiresAt })
    .from(apiKeys)
    .where(eq(apiKeys.keyHash, keyHash))
    .limit(1);
  if (!row) return 'unknown';
  return row.revokedAt ? 'revoked' : 'expired';
}
