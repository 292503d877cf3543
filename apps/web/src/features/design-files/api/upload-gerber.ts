import { type GerberUploadAnswer, gerberUploadAnswerSchema } from '@boardforge/contracts/files.ts';
import { useMutation } from '@tanstack/react-query';
import { uploadData } from '../../../lib/request.ts';

/** Uploads can take a while on slow links: two minutes before giving up. */
export const gerberUploadTimeoutMs = 120_000;

export type UploadGerberInput = {
  file: File;
  solderMask: string;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

/** POST /api/file/uploadGerber (public): a zipped Gerber set → size, layers, drills, files and preview URLs. */
export async function uploadGerber(input: UploadGerberInput): Promise<GerberUploadAnswer> {
  const form = new FormData();
  form.append('solderMask', input.solderMask);
  form.append('file', input.file, input.file.name);
  const answer = await uploadData<unknown>('/file/uploadGerber', form, {
    timeout: gerberUploadTimeoutMs,
    silent: true,
    signal: input.signal,
    onProgress: input.onProgress,
  });
  return gerberUploadAnswerSchema.parse(answer);
}

/** Mutation options for a Gerber upload (progress and cancelling go in the variables). */
export const uploadGerberMutationOptions = {
  mutationKey: ['design-files', 'upload-gerber'] as const,
  mutationFn: uploadGerber,
};

/** Uploads a Gerber zip; errors come back to the caller (shown in the panel, not notified). */
export function useUploadGerber() {
  return useMutation(uploadGerberMutationOptions);
}
