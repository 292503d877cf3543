import type { designActionRequestSchema } from '@boardforge/contracts/design-job-actions.ts';
import { type DesignJobDetail, designJobDetailSchema } from '@boardforge/contracts/design-job-views.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { readDesignPath } from '../../../lib/design-paths.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

export type ErpDesignActionInput = z.input<typeof designActionRequestSchema>;

/** POST /api/erp/design/action — a staff step (question, quote, assign, start, deliver, final, cancel) → the job. */
export async function takeErpDesignAction(input: ErpDesignActionInput): Promise<DesignJobDetail> {
  return designJobDetailSchema.parse(await postData<unknown>(readDesignPath('erpAction'), input, { silent: true }));
}

/** Takes a staff action; the job shows the answer, the queue and workload are read again. */
export function useTakeErpDesignAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['erpDesign', 'action'] as const,
    mutationFn: takeErpDesignAction,
    onSuccess: (job) => {
      queryClient.setQueryData(queryKeys.erpDesign.detail(job.jobId), job);
      // Not awaited: the caller's next step (closing its form) follows the answer, not the lists' refresh.
      void queryClient.invalidateQueries({ queryKey: queryKeys.erpDesign.all });
    },
  });
}
