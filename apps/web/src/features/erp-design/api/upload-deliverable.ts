import { type DesignFile, type DesignFileKind, designFileSchema } from '@boardforge/contracts/design-job-views.ts';
import { readDesignPath } from '../../../lib/design-paths.ts';
import { uploadData } from '../../../lib/request.ts';

/** Round deliverables and final packages can be large: two minutes before giving up. */
const deliverableUploadTimeoutMs = 120_000;

/** POST /api/erp/design/file/upload — one deliverable (layout PDF, 3D picture, Gerber set, archive) → its id. */
export async function uploadDeliverable(input: {
  file: File;
  kind: DesignFileKind;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}): Promise<DesignFile> {
  const form = new FormData();
  form.append('kind', input.kind);
  form.append('file', input.file, input.file.name);
  const answer = await uploadData<unknown>(readDesignPath('erpUploadFile'), form, {
    timeout: deliverableUploadTimeoutMs,
    silent: true,
    signal: input.signal,
    onProgress: input.onProgress,
  });
  return designFileSchema.parse(answer);
}
