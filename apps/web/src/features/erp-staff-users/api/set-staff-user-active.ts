import { type SetStaffUserActiveRequest, type StaffUser, staffUserSchema } from '@boardforge/contracts/staff-users.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** POST /api/erp/staff-users/set-active — disables or enables a staff user; a refusal is notified by the request module. */
async function setStaffUserActive(input: SetStaffUserActiveRequest): Promise<StaffUser> {
  return staffUserSchema.parse(await postData<unknown>('/erp/staff-users/set-active', input));
}

/** Disables or enables a staff user and re-reads the staff lists. */
export function useSetStaffUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['staff', 'set-staff-user-active'] as const,
    mutationFn: setStaffUserActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.staff.all }),
  });
}
