import type { designActionRequestSchema } from '@boardforge/contracts/design-job-actions.ts';
import { type DesignJobDetail, designJobDetailSchema } from '@boardforge/contracts/design-job-views.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { readDesignPath } from '../../../lib/design-paths.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

export type DesignActionInput = z.input<typeof designActionRequestSchema>;

/** POST /api/design/job/action — the owner's step (answer, approve, ask for changes, feedback) → the job after it. */
export async function takeDesignAction(input: DesignActionInput): Promise<DesignJobDetail> {
  return designJobDetailSchema.parse(await postData<unknown>(readDesignPath('action'), input, { silent: true }));
}

/** Takes an owner's action; the job's page shows the answer and the list is read again. */
export function useTakeDesignAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['designJobs', 'action'] as const,
    mutationFn: takeDesignAction,
    onSuccess: (job) => {
      queryClient.setQueryData(queryKeys.designJobs.detail(job.jobId), job);
      // Not awaited: the caller's next step (closing its form) follows the answer, not the lists' refresh.
      void queryClient.invalidateQueries({ queryKey: queryKeys.designJobs.all });
    },
  });
}
