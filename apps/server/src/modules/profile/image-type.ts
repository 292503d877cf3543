import type { avatarTypes } from '@boardforge/contracts/profile.ts';

/** An avatar image type with the content type the server serves it as. */
export type ImageType = (typeof avatarTypes)[number];

/** The content type of each accepted image type (chosen by the server, never taken from the client). */
export const imageContentTypes: Record<ImageType, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Recognises PNG, JPEG and WebP by their first bytes; undefined for anything else. */
export function detectImageType(bytes: Buffer): ImageType | undefined {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(pngSignature)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  return undefined;
}
