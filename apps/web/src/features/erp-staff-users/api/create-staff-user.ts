import {
  type createStaffUserRequestSchema,
  type StaffUser,
  staffUserSchema,
} from '@boardforge/contracts/staff-users.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** POST /api/erp/staff-users/create — a staff user with a first password or an SMS invitation; the form shows refusals. */
async function createStaffUser(input: z.input<typeof createStaffUserRequestSchema>): Promise<StaffUser> {
  return staffUserSchema.parse(await postData<unknown>('/erp/staff-users/create', input, { silent: true }));
}

/** Creates a staff user (first password or SMS invitation) and re-reads the staff lists. */
export function useCreateStaffUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['staff', 'create-staff-user'] as const,
    mutationFn: createStaffUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.staff.all }),
  });
}
