import { type ResetStaffPasswordRequest, type StaffUser, staffUserSchema } from '@boardforge/contracts/staff-users.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** POST /api/erp/staff-users/reset-password — sets a new first password; the form shows refusals. */
async function resetStaffPassword(input: ResetStaffPasswordRequest): Promise<StaffUser> {
  return staffUserSchema.parse(await postData<unknown>('/erp/staff-users/reset-password', input, { silent: true }));
}

/** Sets a new first password and re-reads the staff lists. */
export function useResetStaffPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['staff', 'reset-staff-password'] as const,
    mutationFn: resetStaffPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.staff.all }),
  });
}
