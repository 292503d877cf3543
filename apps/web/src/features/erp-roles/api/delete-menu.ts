import type { DeleteMenuRequest } from '@boardforge/contracts/roles-menus.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** POST /api/erp/menus/delete — Deletes a menu entry; the form shows refusals. */
async function deleteMenu(input: DeleteMenuRequest): Promise<void> {
  await postData<unknown>('/erp/menus/delete', input, { silent: true });
}

/** Deletes a menu entry and re-reads the roles, menus and previews. */
export function useDeleteMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['roles', 'menus/delete'] as const,
    mutationFn: deleteMenu,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.roles.all }),
  });
}
