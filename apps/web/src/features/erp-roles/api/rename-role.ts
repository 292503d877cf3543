import type { SaveRoleRequest } from '@boardforge/contracts/roles-menus.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** POST /api/erp/roles/rename — Renames a role in both languages; the form shows refusals. */
async function renameRole(input: SaveRoleRequest): Promise<void> {
  await postData<unknown>('/erp/roles/rename', input, { silent: true });
}

/** Renames a role in both languages and re-reads the roles, menus and previews. */
export function useRenameRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['roles', 'roles/rename'] as const,
    mutationFn: renameRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.roles.all }),
  });
}
