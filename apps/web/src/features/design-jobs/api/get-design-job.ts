import { type DesignJobDetail, designJobDetailSchema } from '@boardforge/contracts/design-job-views.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readDesignPath } from '../../../lib/design-paths.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';

/** GET /api/design/job/detail — the own job with the actions its owner may take now (404 for another's). */
export async function getDesignJob(jobId: string): Promise<DesignJobDetail> {
  return designJobDetailSchema.parse(await getData<unknown>(readDesignPath('detail'), { jobId }, { silent: true }));
}

/** One own design job. */
export function useDesignJob(jobId: string) {
  return useQuery(
    queryOptions({ queryKey: queryKeys.designJobs.detail(jobId), queryFn: () => getDesignJob(jobId), retry: false }),
  );
}
