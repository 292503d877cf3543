import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { menus, roleMenus } from '../../db/menus.table.ts';
import { roles } from '../../db/roles.table.ts';

/** A row of the menus table. */
export type MenuRow = typeof menus.$inferSelect;

/** Finds a role by id. */
export async function findRoleById(db: Db, roleId: string) {
  const [row] = await db.select().from(roles).where(eq(roles.id, roleId)).limit(1);
  return row;
}

/** The visible menu entries a role holds, in display order. */
export async function listVisibleMenusOfRole(db: Db, roleId: string): Promise<MenuRow[]> {
  const rows = await db
    .select({ menu: menus })
    .from(menus)
    .innerJoin(roleMenus, eq(roleMenus.menuId, menus.id))
    .where(and(eq(roleMenus.roleId, roleId), eq(menus.isvisible, true)))
    .orderBy(asc(menus.sort), asc(menus.id));
  return rows.map((row) => row.menu);
}

/** Every permission tag (menuenname) a role holds, visible entries and invisible ones. */
export async function listTagsOfRole(db: Db, roleId: string): Promise<string[]> {
  const rows = await db
    .select({ menuenname: menus.menuenname })
    .from(menus)
    .innerJoin(roleMenus, eq(roleMenus.menuId, menus.id))
    .where(eq(roleMenus.roleId, roleId))
    .orderBy(asc(menus.sort), asc(menus.id));
  return rows.map((row) => row.menuenname);
}

/** The roles holding a permission tag (as seeded, or as the administrator edited them). */
export async function listRolesHoldingTag(db: Db, tag: string): Promise<string[]> {
  const rows = await db
    .select({ roleId: roleMenus.roleId })
    .from(roleMenus)
    .innerJoin(menus, eq(menus.id, roleMenus.menuId))
    .where(eq(menus.menuenname, tag))
    .orderBy(asc(roleMenus.roleId));
  return rows.map((row) => row.roleId);
}
