import {
  type StaffUsersAnswer,
  staffUsersAnswerSchema,
  type staffUsersQuerySchema,
} from '@boardforge/contracts/staff-users.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';

/** Which page of staff users to list: a role, a state and a keyword (phone or name). */
export type StaffUserFilters = z.input<typeof staffUsersQuerySchema>;

/** GET /api/erp/staff-users/list — a page of staff users with the filter's count. */
async function listStaffUsers(filters: StaffUserFilters): Promise<StaffUsersAnswer> {
  return staffUsersAnswerSchema.parse(await getData<unknown>('/erp/staff-users/list', filters, { silent: true }));
}

/** One page of staff users; the previous page stays shown while the next loads. */
export function useStaffUsers(filters: StaffUserFilters) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.staff.users(filters),
      queryFn: () => listStaffUsers(filters),
      placeholderData: keepPreviousData,
    }),
  );
}
