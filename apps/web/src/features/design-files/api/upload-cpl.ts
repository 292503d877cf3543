import { type CplUploadAnswer, cplUploadAnswerSchema } from '@boardforge/contracts/files.ts';
import { useMutation } from '@tanstack/react-query';
import { uploadData } from '../../../lib/request.ts';
import { bomUploadTimeoutMs, type UploadBomInput } from './upload-bom.ts';

/** POST /api/file/uploadCpl (login): a pick-and-place list (.xls/.xlsx/.csv) → placements per board and sides. */
export async function uploadCpl(input: UploadBomInput): Promise<CplUploadAnswer> {
  const form = new FormData();
  form.append('file', input.file, input.file.name);
  const answer = await uploadData<unknown>('/file/uploadCpl', form, {
    timeout: bomUploadTimeoutMs,
    silent: true,
    signal: input.signal,
    onProgress: input.onProgress,
  });
  return cplUploadAnswerSchema.parse(answer);
}

/** Uploads a pick-and-place list; errors come back to the caller (shown in the drop zone). */
export function useUploadCpl() {
  return useMutation({ mutationKey: ['design-files', 'upload-cpl'] as const, mutationFn: uploadCpl });
}
