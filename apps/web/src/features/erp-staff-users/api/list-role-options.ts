import { roleNames, staffRoleIds } from '@boardforge/contracts/roles.ts';
import type { RoleOption } from '@boardforge/contracts/roles-menus.ts';
import { type StaffRoleOption, staffRoleOptionsAnswerSchema } from '@boardforge/contracts/staff-users.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';

/** A role as the staff screen offers it: its names, and whether the caller may give it (the server decides). */
export type StaffRoleChoice = RoleOption & Pick<StaffRoleOption, 'isAssignable'>;

// Until the list arrives the seeded names label the table; nothing is offered to give.
const seededRoles: StaffRoleChoice[] = staffRoleIds.map((id) => ({ id, ...roleNames[id], isAssignable: false }));

/** GET /api/erp/staff-users/roles — every role (seeded and created on System › Roles), and whether the caller may give it. */
async function listRoleOptions(): Promise<StaffRoleChoice[]> {
  const roles = staffRoleOptionsAnswerSchema.parse(
    await getData<unknown>('/erp/staff-users/roles', {}, { silent: true }),
  );
  return roles.map((role) => ({ id: role.id, zh: role.name, en: role.nameEn, isAssignable: role.isAssignable }));
}

/**
 * The roles the staff form and filter offer (the form only those the caller may give: a staff manager gives no role
 * holding a page or tag their own role lacks).
 */
export function useRoleOptions(): StaffRoleChoice[] {
  const roles = useQuery(queryOptions({ queryKey: queryKeys.roles.options(), queryFn: listRoleOptions }));
  return roles.data ?? seededRoles;
}
