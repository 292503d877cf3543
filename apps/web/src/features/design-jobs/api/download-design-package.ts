import {
  type DesignBoardOrderAnswer,
  type DesignDownloadAnswer,
  designBoardOrderAnswerSchema,
  designDownloadAnswerSchema,
} from '@boardforge/contracts/design-job-views.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readDesignPath } from '../../../lib/design-paths.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData, postData } from '../../../lib/request.ts';

/** POST /api/design/job/download — the final package's files; the download is recorded (the first moves the job). */
export async function downloadDesignPackage(jobId: string): Promise<DesignDownloadAnswer> {
  return designDownloadAnswerSchema.parse(await postData<unknown>(readDesignPath('download'), { jobId }));
}

/** Records a download and hands back the files; the job is read again. */
export function useDownloadDesignPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['designJobs', 'download'] as const,
    mutationFn: downloadDesignPackage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.designJobs.all }),
  });
}

/** GET /api/design/job/boardOrder — the /valuation path with the designed board's size and layers. */
export async function getDesignBoardOrder(jobId: string): Promise<DesignBoardOrderAnswer> {
  return designBoardOrderAnswerSchema.parse(await getData<unknown>(readDesignPath('boardOrder'), { jobId }));
}
