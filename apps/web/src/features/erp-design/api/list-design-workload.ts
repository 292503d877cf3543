import { type DesignWorkloadRow, designWorkloadRowSchema } from '@boardforge/contracts/design-job-views.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { readDesignPath } from '../../../lib/design-paths.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';

/** GET /api/erp/design/workload — every design engineer with the jobs in hand, waiting and overdue. */
export async function listDesignWorkload(): Promise<DesignWorkloadRow[]> {
  return z.array(designWorkloadRowSchema).parse(await getData<unknown>(readDesignPath('erpWorkload')));
}

/** The engineers' workload (also the list the assign form picks from). */
export function useDesignWorkload() {
  return useQuery(queryOptions({ queryKey: queryKeys.erpDesign.workload(), queryFn: listDesignWorkload }));
}
