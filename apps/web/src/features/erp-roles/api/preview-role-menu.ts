import { type MenuPreview, menuPreviewSchema } from '@boardforge/contracts/roles-menus.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';

/** GET /api/erp/menus/preview — the menu tree and tags a role's staff get at their next menu fetch. */
async function previewRoleMenu(roleId: string): Promise<MenuPreview> {
  return menuPreviewSchema.parse(await getData<unknown>('/erp/menus/preview', { roleId }, { silent: true }));
}

/** "View as role": the role's menu and tags (nothing is fetched until a role is picked). */
export function useRoleMenuPreview(roleId: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.roles.preview(roleId ?? ''),
      queryFn: () => previewRoleMenu(roleId ?? ''),
      enabled: roleId !== undefined,
    }),
  );
}
