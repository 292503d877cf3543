import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { menus, roleMenus } from '../../db/menus.table.ts';
import { roles } from '../../db/roles.table.ts';
import { users } from '../../db/users.table.ts';

/** The administrator role (workflow.md): the last active one must stay. */
export const administratorRoleId = '1';

/** A staff user's fields as the list and the guards read them. */
export type StaffUserRecord = {
  id: string;
  phone: string | null;
  nickname: string;
  roleId: string | null;
  isActive: boolean;
  lastLoginAt: Date | null;
  createdAt: Date;
};

const staffUserColumns = {
  id: users.id,
  phone: users.phone,
  nickname: users.nickname,
  roleId: users.roleId,
  isActive: users.isActive,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
};

/** What the list is filtered by. */
export type StaffUserFilter = {
  roleId?: string | undefined;
  isActive?: boolean | undefined;
  keyword?: string | undefined;
};

function buildFilter(filter: StaffUserFilter): SQL | undefined {
  const pattern = filter.keyword
    ? `%${filter.keyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
    : undefined;
  return and(
    eq(users.kind, 'staff'),
    filter.roleId ? eq(users.roleId, filter.roleId) : undefined,
    filter.isActive === undefined ? undefined : eq(users.isActive, filter.isActive),
    pattern ? or(ilike(users.phone, pattern), ilike(users.nickname, pattern)) : undefined,
  );
}

/** A page of staff users by role then phone, and how many the filter holds (two queries). */
export async function listStaffUserPage(
  db: Db,
  filter: StaffUserFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: StaffUserRecord[]; total: number }> {
  const where = buildFilter(filter);
  const rows = await db
    .select(staffUserColumns)
    .from(users)
    .where(where)
    .orderBy(asc(users.roleId), asc(users.phone), desc(users.createdAt))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db.select({ total: count() }).from(users).where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** Inserts a staff user; undefined when the phone already belongs to an account (the unique index decides). */
export async function insertStaffUser(
  db: Db,
  user: { phone: string; nickname: string; roleId: string; passwordHash: string; createdAt: Date },
): Promise<StaffUserRecord | undefined> {
  const [row] = await db
    .insert(users)
    .values({ ...user, kind: 'staff' })
    .onConflictDoNothing({ target: users.phone })
    .returning(staffUserColumns);
  return row;
}

/** True when an account (staff or customer) already signs in with the phone. */
export async function isPhoneTaken(db: Db, phone: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
  return row !== undefined;
}

/**
 * Serialises the changes that could leave no active administrator, then reads the active administrators: one
 * transaction-level advisory lock (held until commit) queues every such change, so two parallel requests cannot each
 * remove "another" one. Row locks taken in a `SELECT … FOR UPDATE` of the administrators deadlocked on PostgreSQL
 * under a burst (rows changing under the predicate are locked in no fixed order); the single lock cannot.
 */
export async function lockActiveAdministrators(tx: Db): Promise<string[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('staff-administrators', 0))`);
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.kind, 'staff'), eq(users.roleId, administratorRoleId), eq(users.isActive, true)))
    .orderBy(asc(users.id));
  return rows.map((row) => row.id);
}

/** One staff user, locked for the rest of the transaction; undefined when there is no such staff user. */
export async function lockStaffUser(tx: Db, userId: string): Promise<StaffUserRecord | undefined> {
  const [row] = await tx
    .select(staffUserColumns)
    .from(users)
    .where(and(eq(users.id, userId), eq(users.kind, 'staff')))
    .for('update');
  return row;
}

/** Writes a staff user's changed fields and returns the row as it is after. */
export async function updateStaffUser(
  tx: Db,
  userId: string,
  fields: Partial<{
    nickname: string;
    roleId: string;
    isActive: boolean;
    passwordHash: string;
    failedLoginCount: number;
    lockedUntil: Date | null;
  }>,
): Promise<StaffUserRecord> {
  const [row] = await tx.update(users).set(fields).where(eq(users.id, userId)).returning(staffUserColumns);
  if (!row) throw new Error(`staff user ${userId} vanished under its lock`);
  return row;
}

/**
 * True when the role exists. Read under a key-share lock: System › Roles cannot delete it before this transaction
 * commits the user who holds it (the delete then finds the user and refuses).
 */
export async function hasRole(tx: Db, roleId: string): Promise<boolean> {
  const [row] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId)).for('key share');
  return row !== undefined;
}

/**
 * The first entry (page or tag, by `menuenname`, in menu order) a role holds beyond `heldTags`, as a correlated
 * subquery on `roles.id`: null when the role holds nothing more than them. Written with its own aliases: drizzle
 * leaves column names unqualified in the fields of a one-table select, where "id" would name the outer role's.
 */
function firstTagBeyond(heldTags: readonly string[]): SQL<string | null> {
  const beyond =
    heldTags.length === 0
      ? sql`true`
      : sql`"m"."menuenname" not in (${sql.join(
          heldTags.map((tag) => sql`${tag}`),
          sql`, `,
        )})`;
  return sql<string | null>`(
    select "m"."menuenname" from ${roleMenus} "rm" inner join ${menus} "m" on "m"."id" = "rm"."menu_id"
    where "rm"."role_id" = "roles"."id" and ${beyond}
    order by "m"."sort", "m"."id" limit 1
  )`;
}

/** A role's names and the first entry it holds beyond `heldTags` (null: none), or undefined without such a role. */
export async function findRoleBeyondTags(
  db: Db,
  roleId: string,
  heldTags: readonly string[],
): Promise<{ id: string; name: string; nameEn: string; tagBeyond: string | null } | undefined> {
  const [row] = await db
    .select({ id: roles.id, name: roles.name, nameEn: roles.nameEn, tagBeyond: firstTagBeyond(heldTags) })
    .from(roles)
    .where(eq(roles.id, roleId));
  return row;
}

/** Every role by id with its names and the first entry it holds beyond `heldTags` (null: none), in one query. */
export async function listRolesBeyondTags(
  db: Db,
  heldTags: readonly string[],
): Promise<{ id: string; name: string; nameEn: string; tagBeyond: string | null }[]> {
  return db
    .select({ id: roles.id, name: roles.name, nameEn: roles.nameEn, tagBeyond: firstTagBeyond(heldTags) })
    .from(roles)
    .orderBy(asc(roles.id));
}
