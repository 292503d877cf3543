import type { ImageMediaType } from '@boardforge/contracts/images.ts';
import type { avatarTypes } from '@boardforge/contracts/profile.ts';

/** An avatar image type with the content type the server serves it as. */
export type ImageType = (typeof avatarTypes)[number];

/** The content type of each accepted image type (chosen by the server, never taken from the client). */
export const imageContentTypes: Record<ImageType, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

/** The type (file extension) an avatar re-encoded in each media type is stored under. */
export const imageTypesByMediaType: Record<ImageMediaType, ImageType> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};
