import { type RoleSummary, rolesAnswerSchema } from '@boardforge/contracts/roles-menus.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';

/** GET /api/erp/roles/list — every role with its staff count and tags. */
async function listRoles(): Promise<RoleSummary[]> {
  return rolesAnswerSchema.parse(await getData<unknown>('/erp/roles/list', {}, { silent: true }));
}

/** Every role with its staff count and tags. */
export function useRoles() {
  return useQuery(queryOptions({ queryKey: queryKeys.roles.list(), queryFn: listRoles }));
}
