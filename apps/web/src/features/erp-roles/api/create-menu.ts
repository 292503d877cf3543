import type { CreateMenuRequest } from '@boardforge/contracts/roles-menus.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** POST /api/erp/menus/create — Creates a menu entry; the form shows refusals. */
async function createMenu(input: CreateMenuRequest): Promise<void> {
  await postData<unknown>('/erp/menus/create', input, { silent: true });
}

/** Creates a menu entry and re-reads the roles, menus and previews. */
export function useCreateMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['roles', 'menus/create'] as const,
    mutationFn: createMenu,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.roles.all }),
  });
}
