import { imageUploadField, type UploadedImage, uploadedImageSchema } from '@boardforge/contracts/images.ts';
import { uploadData } from '../lib/request.ts';

/**
 * POST /api/erp/images/upload (staff) — multipart field "file": a JPEG, PNG or WebP (by content) within the
 * contracts' imageLimits → the stored image's id, URLs and size. Silent: the upload field words every refusal.
 */
export async function uploadImage(
  file: File,
  options: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<UploadedImage> {
  const form = new FormData();
  form.append(imageUploadField, file);
  return uploadedImageSchema.parse(
    await uploadData<unknown>('/erp/images/upload', form, { ...options, timeout: 60_000, silent: true }),
  );
}
