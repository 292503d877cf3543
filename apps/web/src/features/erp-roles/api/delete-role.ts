import type { DeleteRoleRequest } from '@boardforge/contracts/roles-menus.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** POST /api/erp/roles/delete — Deletes a role nobody holds; the form shows refusals. */
async function deleteRole(input: DeleteRoleRequest): Promise<void> {
  await postData<unknown>('/erp/roles/delete', input, { silent: true });
}

/** Deletes a role nobody holds and re-reads the roles, menus and previews. */
export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['roles', 'roles/delete'] as const,
    mutationFn: deleteRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.roles.all }),
  });
}
