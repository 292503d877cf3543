import path from 'node:path';
import { envelopeSchema } from '@boardforge/contracts/envelope.ts';
import {
  imageIdParamsSchema,
  imageLimits,
  imageUploadField,
  uploadedImageSchema,
} from '@boardforge/contracts/images.ts';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, FieldAppError } from '../../lib/app-error.ts';
import { requireSession } from '../../plugins/access.ts';
import { okEnvelope } from '../../plugins/envelope.ts';
import { type ReceivedUpload, receiveUpload, type UploadRules } from '../files/upload-receiving.ts';
import type { ImagesService } from './images.service.ts';

// An image id names content that never changes: caches may keep it for a year.
const immutableCache = 'public, max-age=31536000, immutable';

/**
 * Images: POST /erp/images/upload (`content:edit` or `pointsMall:edit`, the editors whose records show images;
 * multipart field "file"), GET /images/:id and /images/:id/thumbnail
 * (public, cached for a year, served with the stored type and never sniffed).
 */
export function registerImagesRoutes(
  app: FastifyInstance,
  services: { images: ImagesService },
  options: { dataDir: string },
): void {
  const rules: UploadRules = {
    maxBytes: imageLimits.maxBytes,
    limitText: imageLimits.maxBytesText,
    allowedExtensions: [],
    isNameIgnored: true,
    tempDir: path.join(options.dataDir, 'tmp', 'uploads'),
  };

  void app.register(async (scope) => {
    if (!scope.hasContentTypeParser('multipart/form-data')) await scope.register(multipart);
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.post(
      '/erp/images/upload',
      {
        config: { access: { tags: ['content:edit', 'pointsMall:edit'] } },
        schema: {
          tags: ['images'],
          summary: `Upload a JPEG, PNG or WebP image (≤ ${imageLimits.maxBytesText}, field "file"): checked by its bytes, re-encoded without metadata, resized, with a thumbnail`,
          consumes: ['multipart/form-data'],
          response: { 200: envelopeSchema(uploadedImageSchema) },
        },
      },
      async (request) => {
        const uploadedBy = requireSession(request).userId;
        const upload = await receiveImage(request, rules);
        return okEnvelope(request, await services.images.uploadImage({ upload, uploadedBy }));
      },
    );

    const sendImage = async (reply: FastifyReply, opened: Awaited<ReturnType<ImagesService['openImage']>>) =>
      reply
        .header('content-type', opened.mediaType)
        .header('cache-control', immutableCache)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(opened.stream);

    api.get(
      '/images/:id',
      {
        config: { access: 'public' },
        schema: {
          tags: ['images'],
          summary: 'An uploaded image (public; unknown id 404)',
          params: imageIdParamsSchema,
        },
      },
      async (request, reply) =>
        sendImage(reply, await services.images.openImage({ id: request.params.id, variant: 'image' })),
    );

    api.get(
      '/images/:id/thumbnail',
      {
        config: { access: 'public' },
        schema: {
          tags: ['images'],
          summary: 'The thumbnail of an uploaded image (public; unknown id 404)',
          params: imageIdParamsSchema,
        },
      },
      async (request, reply) =>
        sendImage(reply, await services.images.openImage({ id: request.params.id, variant: 'thumbnail' })),
    );
  });
}

/** Receives the upload, naming the field `file` in the refusals of a missing, empty or oversized file. */
async function receiveImage(request: FastifyRequest, rules: UploadRules): Promise<ReceivedUpload> {
  try {
    return await receiveUpload(request, rules);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.messageKey === 'files.tooLarge') {
      throw new FieldAppError(imageUploadField, 'images.tooLarge', { limit: imageLimits.maxBytesText }, '413');
    }
    if (error.messageKey === 'files.fileMissing' || error.messageKey === 'files.empty') {
      throw new FieldAppError(imageUploadField, 'images.fileMissing');
    }
    throw error;
  }
}
