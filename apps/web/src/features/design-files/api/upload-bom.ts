import { type BomUploadAnswer, bomUploadAnswerSchema } from '@boardforge/contracts/files.ts';
import { useMutation } from '@tanstack/react-query';
import { uploadData } from '../../../lib/request.ts';

/** Spreadsheets are small, but reading them on the server takes a moment: one minute. */
export const bomUploadTimeoutMs = 60_000;

export type UploadBomInput = {
  file: File;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

/** POST /api/file/uploadBom (login): a .xls/.xlsx/.csv BOM → columns, detected mapping and lines. */
export async function uploadBom(input: UploadBomInput): Promise<BomUploadAnswer> {
  const form = new FormData();
  form.append('file', input.file, input.file.name);
  const answer = await uploadData<unknown>('/file/uploadBom', form, {
    timeout: bomUploadTimeoutMs,
    silent: true,
    signal: input.signal,
    onProgress: input.onProgress,
  });
  return bomUploadAnswerSchema.parse(answer);
}

/** Mutation options for a BOM upload (progress and cancelling go in the variables). */
export const uploadBomMutationOptions = { mutationKey: ['design-files', 'upload-bom'] as const, mutationFn: uploadBom };

/** Uploads a BOM; errors come back to the caller (shown in the panel, not notified). */
export function useUploadBom() {
  return useMutation(uploadBomMutationOptions);
}
