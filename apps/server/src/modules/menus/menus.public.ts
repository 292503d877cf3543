import type { MenuEntry } from '@boardforge/contracts/auth.ts';
import type { Db } from '../../db/client.ts';
import { listRolesHoldingTag, listTagsOfRole, listVisibleMenusOfRole } from './menus.repository.ts';

export { listRolesHoldingTag, listTagsOfRole };
import { buildMenuTree } from './menus.service.ts';

/** What GET /sys/getMenuByRoleId and /sys/getAllEnMenu serve a role: its visible menu tree and every tag it holds. */
export async function readMenuOfRole(db: Db, roleId: string): Promise<{ menu: MenuEntry[]; tags: string[] }> {
  return { menu: buildMenuTree(await listVisibleMenusOfRole(db, roleId)), tags: await listTagsOfRole(db, roleId) };
}
