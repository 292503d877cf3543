import type { MenuEntry } from '@boardforge/contracts/auth.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CurrentSession } from '../sessions/sessions.service.ts';
import { findRoleById, listTagsOfRole, listVisibleMenusOfRole, type MenuRow } from './menus.repository.ts';

const administratorRoleId = '1';

/** Creates the menu service: a role's menu tree and permission tags, to its own members (role 1: any role). */
export function createMenusService(dependencies: { db: Db }) {
  const { db } = dependencies;

  async function assertCanReadRole(session: CurrentSession, roleId: string): Promise<void> {
    if (session.role !== administratorRoleId && session.role !== roleId) {
      throw new AppError('403', 'menus.otherRole');
    }
    if (!(await findRoleById(db, roleId))) throw new AppError('404', 'menus.roleNotFound', { roleId });
  }

  /** The visible menu of a role as a tree of MenuEntry. */
  async function getMenuTree(session: CurrentSession, roleId: string): Promise<MenuEntry[]> {
    await assertCanReadRole(session, roleId);
    return buildMenuTree(await listVisibleMenusOfRole(db, roleId));
  }

  /** All permission tags of a role as `[{ menuenname }]`. */
  async function listRoleTags(session: CurrentSession, roleId: string): Promise<{ menuenname: string }[]> {
    await assertCanReadRole(session, roleId);
    return (await listTagsOfRole(db, roleId)).map((menuenname) => ({ menuenname }));
  }

  return { getMenuTree, listRoleTags };
}

/**
 * Nests menu rows under their parents, keeping row order. A child whose parent the role does not
 * hold is shown at the top level rather than hidden.
 */
export function buildMenuTree(rows: readonly MenuRow[]): MenuEntry[] {
  const entries = new Map<number, MenuEntry>();
  for (const row of rows) {
    entries.set(row.id, {
      menuname: row.menuname,
      menuenname: row.menuenname,
      menupath: row.menupath,
      menuico: row.menuico,
      keeplive: row.keeplive,
      isvisible: row.isvisible,
      url: row.url,
      subList: [],
    });
  }
  const roots: MenuEntry[] = [];
  for (const row of rows) {
    const entry = entries.get(row.id);
    if (!entry) continue;
    const parent = row.parentId === null ? undefined : entries.get(row.parentId);
    (parent ? parent.subList : roots).push(entry);
  }
  return roots;
}
