import { type DesignJobDetail, designJobDetailSchema } from '@boardforge/contracts/design-job-views.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readDesignPath } from '../../../lib/design-paths.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';

/** GET /api/erp/design/detail — a job with the actions the staff member may take now. */
export async function getErpDesignJob(jobId: string): Promise<DesignJobDetail> {
  return designJobDetailSchema.parse(await getData<unknown>(readDesignPath('erpDetail'), { jobId }, { silent: true }));
}

/** One design job as staff see it. */
export function useErpDesignJob(jobId: string) {
  return useQuery(
    queryOptions({ queryKey: queryKeys.erpDesign.detail(jobId), queryFn: () => getErpDesignJob(jobId), retry: false }),
  );
}
