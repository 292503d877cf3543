import { enMenuSchema } from '@boardforge/contracts/auth.ts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';

/** GET /api/sys/getAllEnMenu — the role's permission tags (menuenname values). */
export async function getAllEnMenu(roleId: string): Promise<string[]> {
  const rows = z.array(enMenuSchema).parse(await getData<unknown>('/sys/getAllEnMenu', { roleId }));
  return rows.map((row) => row.menuenname);
}

/** Query options; tags are fixed for the session. */
export function allEnMenuQueryOptions(roleId: string) {
  return queryOptions({
    queryKey: queryKeys.staff.tags(roleId),
    queryFn: () => getAllEnMenu(roleId),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
