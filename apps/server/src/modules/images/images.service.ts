import { createHash } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { buildImageUrls, type UploadedImage } from '@boardforge/contracts/images.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ReceivedUpload } from '../files/upload-receiving.ts';
import { type FileStorage, isMissingKeyError } from '../storage/file-storage.ts';
import type { StoredContentsService } from '../storage/stored-contents.service.ts';
import { processImage } from './image-processing.ts';
import { findImageById, insertImage } from './images.repository.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A stored image opened for sending. */
type OpenedImage = { stream: Readable; mediaType: string };

/** Creates the images service: staff uploads (checked, re-encoded, stored by hash) and the public reads. */
export function createImagesService(dependencies: {
  db: Db;
  storage: FileStorage;
  /** Stores content, taking it back from the clean-up when another row released the same bytes. */
  contents: StoredContentsService;
  now: () => Date;
}) {
  const { db, storage, contents, now } = dependencies;

  /**
   * Checks and re-encodes an uploaded image (image-processing.ts), stores the image and its thumbnail by the SHA-256
   * of their bytes and records them (bytes first: a storage outage, a 503, leaves no row); the temporary upload is
   * removed whatever happens, and a refusal stores nothing.
   */
  async function uploadImage(input: { upload: ReceivedUpload; uploadedBy: string }): Promise<UploadedImage> {
    try {
      const processed = await processImage(await readFile(input.upload.tempPath));
      const storageKey = await storeBytes(processed.image.bytes);
      const thumbnailKey = await storeBytes(processed.thumbnail.bytes);
      const row = await insertImage(db, {
        storageKey,
        thumbnailKey,
        mediaType: processed.mediaType,
        width: processed.image.width,
        height: processed.image.height,
        byteSize: processed.image.bytes.length,
        uploadedBy: input.uploadedBy,
        createdAt: now(),
      });
      return { id: row.id, ...buildImageUrls(row.id), width: row.width, height: row.height };
    } finally {
      await rm(input.upload.tempPath, { force: true });
    }
  }

  /**
   * Opens an image or its thumbnail for sending; an unknown id (or one that is no id at all) is a 404, a storage
   * outage a 503.
   */
  async function openImage(input: { id: string; variant: 'image' | 'thumbnail' }): Promise<OpenedImage> {
    const row = uuidPattern.test(input.id) ? await findImageById(db, input.id) : undefined;
    if (!row) throw new AppError('404', 'images.notFound');
    try {
      const stream = await storage.get(input.variant === 'image' ? row.storageKey : row.thumbnailKey);
      return { stream, mediaType: row.mediaType };
    } catch (error) {
      // A row whose content is gone is answered like an unknown id; a store that cannot be used stays a 503.
      if (isMissingKeyError(error)) throw new AppError('404', 'images.notFound');
      throw error;
    }
  }

  async function storeBytes(bytes: Uint8Array): Promise<string> {
    const key = createHash('sha256').update(bytes).digest('hex');
    await contents.store(key, bytes);
    return key;
  }

  return { uploadImage, openImage };
}

/** The images service's interface. */
export type ImagesService = ReturnType<typeof createImagesService>;
