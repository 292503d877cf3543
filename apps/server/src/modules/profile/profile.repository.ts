import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userProfiles } from '../../db/profiles.table.ts';
import { users } from '../../db/users.table.ts';

/** A user with the profile fields beside the users row (empty strings when never saved). */
export async function findProfile(db: Db, userId: string) {
  const [row] = await db
    .select({
      user: users,
      company: sql<string>`coalesce(${userProfiles.company}, '')`,
      email: sql<string>`coalesce(${userProfiles.email}, '')`,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** Saves nickname and QQ on the users row. */
export async function updateUserDetails(db: Db, userId: string, details: { nickname: string; qq: string | null }) {
  await db.update(users).set(details).where(eq(users.id, userId));
}

/** Inserts or updates the profile row (company, e-mail). */
export async function upsertProfile(db: Db, userId: string, profile: { company: string; email: string; at: Date }) {
  await db
    .insert(userProfiles)
    .values({ userId, company: profile.company, email: profile.email, updatedAt: profile.at })
    .onConflictDoUpdate({
      target: userProfiles.userId,
      set: { company: profile.company, email: profile.email, updatedAt: profile.at },
    });
}

/** Points the user's avatar at a new URL. */
export async function updateAvatarUrl(db: Db, userId: string, avatarUrl: string): Promise<void> {
  await db.update(users).set({ avatarUrl }).where(eq(users.id, userId));
}

/** Which of some avatar URLs users still show. */
export async function listAvatarUrlsIn(db: Db, urls: string[]): Promise<string[]> {
  if (urls.length === 0) return [];
  const rows = await db.selectDistinct({ url: users.avatarUrl }).from(users).where(inArray(users.avatarUrl, urls));
  return rows.map((row) => row.url);
}
