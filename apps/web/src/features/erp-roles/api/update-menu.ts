import type { UpdateMenuRequest } from '@boardforge/contracts/roles-menus.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** POST /api/erp/menus/update — Edits, moves or hides a menu entry; the form shows refusals. */
async function updateMenu(input: UpdateMenuRequest): Promise<void> {
  await postData<unknown>('/erp/menus/update', input, { silent: true });
}

/** Edits, moves or hides a menu entry and re-reads the roles, menus and previews. */
export function useUpdateMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['roles', 'menus/update'] as const,
    mutationFn: updateMenu,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.roles.all }),
  });
}
