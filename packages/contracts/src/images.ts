import { z } from 'zod/mini';

/**
 * Images staff upload for content and the points mall (POST /api/erp/images/upload, multipart field `file`). The
 * type is read from the bytes (JPEG, PNG or WebP), never from the name or the declared type; the image is decoded,
 * re-encoded without its metadata, narrowed to `maxStoredWidth` and given a thumbnail. Both sides use these limits.
 */
export const imageLimits = {
  /** Largest upload, in bytes, and how the limit reads in messages. */
  maxBytes: 5 * 1024 * 1024,
  maxBytesText: '5 MB',
  /** Each side of the uploaded image, in pixels. */
  maxSide: 6000,
  minSide: 32,
  /** At most this many pixels in all (a decompression-bomb guard below maxSide²), in megapixels. */
  maxMegapixels: 25,
  /** The stored image is at most this wide (narrower ones are kept as they are); the thumbnail this wide. */
  maxStoredWidth: 1600,
  thumbnailWidth: 320,
} as const;

/** The formats accepted (and stored: an image keeps its format). */
export const imageMediaTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageMediaType = (typeof imageMediaTypes)[number];

/** The form field of the upload. */
export const imageUploadField = 'file';

/** POST /api/erp/images/upload answer: the image's id, its public URLs and the stored size. */
export const uploadedImageSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  thumbnailUrl: z.string(),
  width: z.int(),
  height: z.int(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/** GET /api/images/:id and /api/images/:id/thumbnail. */
export const imageIdParamsSchema = z.object({ id: z.string().check(z.maxLength(64)) });

/** The public URL of an uploaded image and of its thumbnail. */
export function buildImageUrls(id: string): { url: string; thumbnailUrl: string } {
  return { url: `/api/images/${id}`, thumbnailUrl: `/api/images/${id}/thumbnail` };
}

/** Tells whether a URL is one of an uploaded image (what forms store in an image field). */
export function isUploadedImageUrl(url: string): boolean {
  return /^\/api\/images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(url);
}
