import { roleNames, staffRoleIds } from '@boardforge/contracts/roles.ts';
import { type RoleOption, rolesAnswerSchema } from '@boardforge/contracts/roles-menus.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';

const seededRoles: RoleOption[] = staffRoleIds.map((id) => ({ id, ...roleNames[id] }));

/** GET /api/erp/roles/list — every role (seeded and created on System › Roles), as options. */
async function listRoleOptions(): Promise<RoleOption[]> {
  const roles = rolesAnswerSchema.parse(await getData<unknown>('/erp/roles/list', {}, { silent: true }));
  return roles.map((role) => ({ id: role.id, zh: role.name, en: role.nameEn }));
}

/**
 * The roles the staff form and filter offer. The list takes `role:manage`; a staff manager without it gets the
 * seeded roles (the server still accepts any existing role).
 */
export function useRoleOptions(): RoleOption[] {
  const roles = useQuery(queryOptions({ queryKey: queryKeys.roles.options(), queryFn: listRoleOptions }));
  return roles.data ?? seededRoles;
}
