import { type StaffMember, staffMemberSchema } from '@boardforge/contracts/staff.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';

/** GET /api/erp/staff/list — every staff member (names on the timeline; the assignment pickers filter by role). */
export async function listStaff(): Promise<StaffMember[]> {
  return z.array(staffMemberSchema).parse(await getData<unknown>('/erp/staff/list'));
}

/** The staff directory, kept five minutes (it changes only when the administrator edits staff). */
export function useStaffDirectory() {
  return useQuery(queryOptions({ queryKey: queryKeys.staff.directory(), queryFn: listStaff, staleTime: 5 * 60_000 }));
}
