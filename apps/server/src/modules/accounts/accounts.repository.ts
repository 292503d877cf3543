import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/users.table.ts';

/** Stores a new password hash and forgets failed logins and any lock. */
export async function updatePasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, failedLoginCount: 0, failedLoginWindowStart: null, lockedUntil: null })
    .where(eq(users.id, userId));
}

/** True for a unique-constraint violation (PostgreSQL 23505), as node-postgres or PGlite report it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
