import type { SetRoleTagsRequest } from '@boardforge/contracts/roles-menus.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** POST /api/erp/roles/set-tags — Sets every menu entry and tag a role holds; the form shows refusals. */
async function setRoleTags(input: SetRoleTagsRequest): Promise<void> {
  await postData<unknown>('/erp/roles/set-tags', input, { silent: true });
}

/** Sets every menu entry and tag a role holds and re-reads the roles, menus and previews. */
export function useSetRoleTags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['roles', 'roles/set-tags'] as const,
    mutationFn: setRoleTags,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.roles.all }),
  });
}
