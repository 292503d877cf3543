import { type MenuEntry, menuEntrySchema } from '@boardforge/contracts/auth.ts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';

const menuListSchema = z.array(menuEntrySchema);

/** GET /api/sys/getMenuByRoleId — the role's back-office menu tree. */
export async function getMenuByRoleId(roleId: string): Promise<MenuEntry[]> {
  return menuListSchema.parse(await getData<unknown>('/sys/getMenuByRoleId', { roleId }));
}

/** Query options; a role's menu does not change within a session. */
export function menuByRoleIdQueryOptions(roleId: string) {
  return queryOptions({
    queryKey: queryKeys.staff.menu(roleId),
    queryFn: () => getMenuByRoleId(roleId),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
