import { type StaffUser, staffUserSchema, type UpdateStaffUserRequest } from '@boardforge/contracts/staff-users.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** POST /api/erp/staff-users/update — renames a staff user or gives them another role; the form shows refusals. */
async function updateStaffUser(input: UpdateStaffUserRequest): Promise<StaffUser> {
  return staffUserSchema.parse(await postData<unknown>('/erp/staff-users/update', input, { silent: true }));
}

/** Renames a staff user or gives them another role and re-reads the staff lists. */
export function useUpdateStaffUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['staff', 'update-staff-user'] as const,
    mutationFn: updateStaffUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.staff.all }),
  });
}
