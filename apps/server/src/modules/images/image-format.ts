import type { ImageMediaType } from '@boardforge/contracts/images.ts';

const pngMagic = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * The image format the first bytes of a file announce (JPEG, PNG or WebP), or undefined for anything else — read
 * from the content, never from the client's file name or declared type.
 */
export function detectImageFormat(head: Uint8Array): ImageMediaType | undefined {
  const hasBytesAt = (offset: number, bytes: readonly number[]) =>
    bytes.every((byte, index) => head[offset + index] === byte);
  if (hasBytesAt(0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (hasBytesAt(0, pngMagic)) return 'image/png';
  // RIFF <size> WEBP
  if (hasBytesAt(0, [0x52, 0x49, 0x46, 0x46]) && hasBytesAt(8, [0x57, 0x45, 0x42, 0x50])) return 'image/webp';
  return undefined;
}
