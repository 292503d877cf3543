import { type DesignFile, type DesignFileKind, designFileSchema } from '@boardforge/contracts/design-job-views.ts';
import { designUploadExtensions } from '@boardforge/contracts/design-jobs.ts';
import { fileLimits } from '@boardforge/contracts/files.ts';
import { readDesignPath } from '../../../lib/design-paths.ts';
import { uploadData } from '../../../lib/request.ts';

/** Design archives can be large and links slow: two minutes before giving up. */
const designUploadTimeoutMs = 120_000;

/** What the drop zone checks before sending (the server checks again and names the limit). */
export const designFileRules = {
  allowedExtensions: designUploadExtensions,
  maxBytes: fileLimits.gerberMaxBytes,
} as const;

export type UploadDesignFileInput = {
  file: File;
  kind?: DesignFileKind;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

/** POST /api/design/file/upload: one of the customer's spec files → its id, named later in the publish request. */
export async function uploadDesignFile(input: UploadDesignFileInput): Promise<DesignFile> {
  const form = new FormData();
  form.append('kind', input.kind ?? 'other');
  form.append('file', input.file, input.file.name);
  const answer = await uploadData<unknown>(readDesignPath('uploadFile'), form, {
    timeout: designUploadTimeoutMs,
    silent: true,
    signal: input.signal,
    onProgress: input.onProgress,
  });
  return designFileSchema.parse(answer);
}
