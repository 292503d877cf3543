import type { SaveRoleRequest } from '@boardforge/contracts/roles-menus.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** POST /api/erp/roles/create — Creates a role; the form shows refusals. */
async function createRole(input: SaveRoleRequest): Promise<void> {
  await postData<unknown>('/erp/roles/create', input, { silent: true });
}

/** Creates a role and re-reads the roles, menus and previews. */
export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['roles', 'roles/create'] as const,
    mutationFn: createRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.roles.all }),
  });
}
