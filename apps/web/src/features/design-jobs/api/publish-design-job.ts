import { type DesignJobDetail, designJobDetailSchema } from '@boardforge/contracts/design-job-views.ts';
import type { publishDesignJobRequestSchema } from '@boardforge/contracts/design-jobs.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { readDesignPath } from '../../../lib/design-paths.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** POST /api/design/job/publish — the new job (quoted at once up to 100 pins, else waiting for review). */
export async function publishDesignJob(input: z.input<typeof publishDesignJobRequestSchema>): Promise<DesignJobDetail> {
  return designJobDetailSchema.parse(await postData<unknown>(readDesignPath('publish'), input, { silent: true }));
}

/** Publishes a job; the list is read again after. A refusal names its field (shown by the form). */
export function usePublishDesignJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['designJobs', 'publish'] as const,
    mutationFn: publishDesignJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.designJobs.all }),
  });
}
