import { type MenuItem, menuItemsAnswerSchema } from '@boardforge/contracts/roles-menus.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';

/** GET /api/erp/menus/list — every menu entry (pages and tags) in display order. */
async function listMenus(): Promise<MenuItem[]> {
  return menuItemsAnswerSchema.parse(await getData<unknown>('/erp/menus/list', {}, { silent: true }));
}

/** Every menu entry (pages and tags) in display order. */
export function useMenuItems() {
  return useQuery(queryOptions({ queryKey: queryKeys.roles.menus(), queryFn: listMenus }));
}
