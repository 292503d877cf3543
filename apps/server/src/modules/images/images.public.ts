import type { ImageMediaType } from '@boardforge/contracts/images.ts';
import type { Db } from '../../db/client.ts';
import { reencodeImage } from './image-processing.ts';
import { findImageById, listImageStorageKeysIn } from './images.repository.ts';

export { detectImageFormat } from './image-format.ts';

const imageUrlPattern = /^\/api\/images\/([0-9a-f-]{36})$/;

/**
 * What other modules may use of images (forms that store an uploaded image's URL): whether the URL names an image
 * that was uploaded. A URL of another form is not one of ours and is answered false.
 */
export async function isUploadedImageStored(db: Db, url: string): Promise<boolean> {
  const id = imageUrlPattern.exec(url)?.[1];
  return id ? (await findImageById(db, id)) !== undefined : false;
}

/**
 * The back office's image pipeline for another module's upload (avatars): the type from the magic bytes, the size
 * from the header checked before decoding, a strict decode, then one picture re-encoded without metadata and fitted
 * into a `side`×`side` square (never enlarged). Refusals (415, 400) name the form field `file` and the limit broken.
 */
export async function reencodeUploadedImage(
  bytes: Buffer,
  side: number,
): Promise<{ mediaType: ImageMediaType; bytes: Buffer }> {
  const { mediaType, pictures } = await reencodeImage(bytes, [{ width: side, height: side }]);
  const [picture] = pictures;
  if (!picture) throw new Error('reencodeImage returned no picture');
  return { mediaType, bytes: picture.bytes };
}

/** Which of some storage keys images still use (the storage clean-up deletes no content a row refers to). */
export function listStorageKeysUsedByImages(db: Db, keys: string[]): Promise<Set<string>> {
  return listImageStorageKeysIn(db, keys);
}
