import type { Db } from '../../db/client.ts';
import { findImageById } from './images.repository.ts';

const imageUrlPattern = /^\/api\/images\/([0-9a-f-]{36})$/;

/**
 * What other modules may use of images (forms that store an uploaded image's URL): whether the URL names an image
 * that was uploaded. A URL of another form is not one of ours and is answered false.
 */
export async function isUploadedImageStored(db: Db, url: string): Promise<boolean> {
  const id = imageUrlPattern.exec(url)?.[1];
  return id ? (await findImageById(db, id)) !== undefined : false;
}
