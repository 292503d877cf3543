import { allEnMenuQueryOptions } from '../../features/staff-access/api/get-all-en-menu.ts';
import { menuByRoleIdQueryOptions } from '../../features/staff-access/api/get-menu-by-role-id.ts';
import { queryClient } from '../../lib/query-client.ts';
import { getSession } from '../../lib/session.ts';
import { getStaffAccess, type StaffAccess, saveStaffAccess } from '../../lib/staff-access-store.ts';

let inFlight: Promise<StaffAccess> | null = null;

/** Fetches the staff role's menu and permission tags and keeps them for the tab session. */
export function loadStaffAccess(roleId: string): Promise<StaffAccess> {
  if (inFlight) return inFlight;
  inFlight = Promise.all([
    queryClient.fetchQuery(menuByRoleIdQueryOptions(roleId)),
    queryClient.fetchQuery(allEnMenuQueryOptions(roleId)),
  ])
    .then(([menu, tags]) => {
      const access = { roleId, menu, tags };
      saveStaffAccess(access);
      return access;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** The stored access when it belongs to the current staff role, else a fresh load; null for non-staff. */
export async function ensureStaffAccess(): Promise<StaffAccess | null> {
  const session = getSession();
  if (!session.isStaff || !session.role) return null;
  const stored = getStaffAccess();
  if (stored && stored.roleId === session.role) return stored;
  return loadStaffAccess(session.role);
}
