import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { menus, roleMenus } from '../../db/menus.table.ts';
import { roles } from '../../db/roles.table.ts';
import { users } from '../../db/users.table.ts';

/** A row of the menus table. */
export type MenuRecord = typeof menus.$inferSelect;
/** A role's own fields. */
export type RoleRecord = { id: string; name: string; nameEn: string };

/**
 * Queues every change of roles, role links and menu entries behind one transaction-level advisory lock (held until
 * commit): each change reads, decides and writes alone, so two editors cannot both take the last free path or both
 * delete a role "nobody holds". Row locks over a changing predicate deadlock on PostgreSQL; this single lock cannot.
 */
export async function lockRolesAndMenus(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('roles-menus', 0))`);
}

/** Every role with how many staff users hold it, by id. */
export async function listRolesWithStaffCount(db: Db): Promise<(RoleRecord & { staffCount: number })[]> {
  return db
    .select({ id: roles.id, name: roles.name, nameEn: roles.nameEn, staffCount: count(users.id) })
    .from(roles)
    .leftJoin(users, eq(users.roleId, roles.id))
    .groupBy(roles.id)
    .orderBy(asc(roles.id));
}

/** Every (role, tag) link, in menu order: the tags of all roles in one query. */
export async function listRoleTagLinks(db: Db): Promise<{ roleId: string; tag: string }[]> {
  return db
    .select({ roleId: roleMenus.roleId, tag: menus.menuenname })
    .from(roleMenus)
    .innerJoin(menus, eq(menus.id, roleMenus.menuId))
    .orderBy(asc(menus.sort), asc(menus.id));
}

/** One role, or undefined. */
export async function findRole(db: Db, roleId: string): Promise<RoleRecord | undefined> {
  const [row] = await db
    .select({ id: roles.id, name: roles.name, nameEn: roles.nameEn })
    .from(roles)
    .where(eq(roles.id, roleId));
  return row;
}

/** Inserts a role; undefined when the id is taken. */
export async function insertRole(db: Db, role: RoleRecord): Promise<RoleRecord | undefined> {
  const [row] = await db
    .insert(roles)
    .values(role)
    .onConflictDoNothing({ target: roles.id })
    .returning({ id: roles.id, name: roles.name, nameEn: roles.nameEn });
  return row;
}

/** Writes a role's names. */
export async function updateRoleNames(db: Db, role: RoleRecord): Promise<void> {
  await db.update(roles).set({ name: role.name, nameEn: role.nameEn }).where(eq(roles.id, role.id));
}

/** How many users (staff) hold a role. */
export async function countUsersOfRole(db: Db, roleId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(eq(users.roleId, roleId));
  return row?.total ?? 0;
}

/** Deletes a role (its menu links go with it). */
export async function deleteRole(db: Db, roleId: string): Promise<void> {
  await db.delete(roles).where(eq(roles.id, roleId));
}

/** The tags (menuenname) a role holds, in menu order. */
export async function listTagsHeldByRole(db: Db, roleId: string): Promise<string[]> {
  const rows = await db
    .select({ tag: menus.menuenname })
    .from(roleMenus)
    .innerJoin(menus, eq(menus.id, roleMenus.menuId))
    .where(eq(roleMenus.roleId, roleId))
    .orderBy(asc(menus.sort), asc(menus.id));
  return rows.map((row) => row.tag);
}

/** The menu entries named by these tags. */
export async function findMenusByTags(db: Db, tags: readonly string[]): Promise<{ id: number; tag: string }[]> {
  if (tags.length === 0) return [];
  return db
    .select({ id: menus.id, tag: menus.menuenname })
    .from(menus)
    .where(inArray(menus.menuenname, [...tags]));
}

/** The tags (menuenname) of the entries showing these views. */
export async function findTagsOfViews(db: Db, urls: readonly string[]): Promise<string[]> {
  const rows = await db
    .select({ tag: menus.menuenname })
    .from(menus)
    .where(inArray(menus.url, [...urls]));
  return rows.map((row) => row.tag);
}

/** Replaces every menu link of a role. */
export async function replaceRoleMenus(db: Db, roleId: string, menuIds: readonly number[]): Promise<void> {
  await db.delete(roleMenus).where(eq(roleMenus.roleId, roleId));
  if (menuIds.length > 0) await db.insert(roleMenus).values(menuIds.map((menuId) => ({ roleId, menuId })));
}

/** Gives a role one more menu entry. */
export async function linkMenuToRole(db: Db, roleId: string, menuId: number): Promise<void> {
  await db.insert(roleMenus).values({ roleId, menuId }).onConflictDoNothing();
}

/** Every menu entry, in display order. */
export async function listAllMenus(db: Db): Promise<MenuRecord[]> {
  return db.select().from(menus).orderBy(asc(menus.sort), asc(menus.id));
}

/** One menu entry, or undefined. */
export async function findMenu(db: Db, menuId: number): Promise<MenuRecord | undefined> {
  const [row] = await db.select().from(menus).where(eq(menus.id, menuId));
  return row;
}

/** The id of another entry with this path or this tag, or undefined (a clash). */
export async function findMenuClash(
  db: Db,
  fields: { menupath: string; menuenname: string },
  exceptId: number | undefined,
): Promise<{ field: 'menupath' | 'menuenname' } | undefined> {
  const notSelf = exceptId === undefined ? undefined : ne(menus.id, exceptId);
  const [byTag] = await db
    .select({ id: menus.id })
    .from(menus)
    .where(and(eq(menus.menuenname, fields.menuenname), notSelf))
    .limit(1);
  if (byTag) return { field: 'menuenname' };
  if (fields.menupath === '') return undefined;
  const [byPath] = await db
    .select({ id: menus.id })
    .from(menus)
    .where(and(eq(menus.menupath, fields.menupath), notSelf))
    .limit(1);
  return byPath ? { field: 'menupath' } : undefined;
}

/** The fields of a menu entry the editor writes. */
export type MenuFields = Omit<MenuRecord, 'id'>;

/** Inserts a menu entry. */
export async function insertMenu(db: Db, fields: MenuFields): Promise<MenuRecord> {
  const [row] = await db.insert(menus).values(fields).returning();
  if (!row) throw new Error('menu insert returned nothing');
  return row;
}

/** Writes a menu entry's fields. */
export async function updateMenu(db: Db, menuId: number, fields: MenuFields): Promise<MenuRecord> {
  const [row] = await db.update(menus).set(fields).where(eq(menus.id, menuId)).returning();
  if (!row) throw new Error(`menu ${menuId} vanished under the lock`);
  return row;
}

/** How many entries sit directly under an entry. */
export async function countChildMenus(db: Db, menuId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(menus).where(eq(menus.parentId, menuId));
  return row?.total ?? 0;
}

/** Deletes a menu entry (its role links go with it). */
export async function deleteMenu(db: Db, menuId: number): Promise<void> {
  await db.delete(menus).where(eq(menus.id, menuId));
}
