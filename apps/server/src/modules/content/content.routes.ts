import {
  contentIdParamsSchema,
  contentListAnswerSchema,
  contentListQuerySchema,
  contentRecordSchema,
  contentVersionRequestSchema,
  createContentRequestSchema,
  decideShowcaseRequestSchema,
  publicContentListAnswerSchema,
  publicContentListQuerySchema,
  publicContentSchema,
  publicShowcaseAnswerSchema,
  publicShowcaseQuerySchema,
  showcaseListAnswerSchema,
  showcaseListQuerySchema,
  showcaseRatingSchema,
  updateContentRequestSchema,
} from '@boardforge/contracts/content.ts';
import { envelopeSchema } from '@boardforge/contracts/envelope.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../plugins/access.ts';
import { okEnvelope } from '../../plugins/envelope.ts';
import type { ContentService } from './content.service.ts';

function actorOf(request: FastifyRequest) {
  const session = requireSession(request);
  return { userId: session.userId, role: session.role };
}

/**
 * The back office's content (`content:edit`): one kind's records, create, edit, publish, unpublish, delete, and the
 * moderation of shared ratings; the public reads of published records and approved ratings (access 'public').
 */
export function registerContentRoutes(app: FastifyInstance, services: { content: ContentService }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { content } = services;
  const config = { access: { tags: ['content:edit' as const] } };
  const publicConfig = { access: 'public' as const };
  const recordAnswer = { 200: envelopeSchema(contentRecordSchema) };

  api.get(
    '/erp/content/list',
    {
      config,
      schema: {
        tags: ['erp'],
        summary: 'One kind of content records by status and keyword, paged',
        querystring: contentListQuerySchema,
        response: { 200: envelopeSchema(contentListAnswerSchema) },
      },
    },
    async (request) => okEnvelope(request, await content.listContent(request.query)),
  );

  api.post(
    '/erp/content/create',
    {
      config,
      schema: {
        tags: ['erp'],
        summary: 'Create a draft record (fields checked by its kind; rich text sanitised)',
        body: createContentRequestSchema,
        response: recordAnswer,
      },
    },
    async (request) => okEnvelope(request, await content.createContent(actorOf(request), request.body)),
  );

  api.post(
    '/erp/content/update',
    {
      config,
      schema: {
        tags: ['erp'],
        summary: 'Save a record at the version loaded (a newer save makes it a 409 content.stale)',
        body: updateContentRequestSchema,
        response: recordAnswer,
      },
    },
    async (request) => okEnvelope(request, await content.updateContent(actorOf(request), request.body)),
  );

  api.post(
    '/erp/content/publish',
    {
      config,
      schema: {
        tags: ['erp'],
        summary: 'Publish a record at its version',
        body: contentVersionRequestSchema,
        response: recordAnswer,
      },
    },
    async (request) => okEnvelope(request, await content.publishContent(actorOf(request), request.body)),
  );

  api.post(
    '/erp/content/unpublish',
    {
      config,
      schema: {
        tags: ['erp'],
        summary: 'Take a record off the public site (back to draft) at its version',
        body: contentVersionRequestSchema,
        response: recordAnswer,
      },
    },
    async (request) => okEnvelope(request, await content.unpublishContent(actorOf(request), request.body)),
  );

  api.post(
    '/erp/content/delete',
    {
      config,
      schema: {
        tags: ['erp'],
        summary: 'Delete a record at its version',
        body: contentVersionRequestSchema,
        response: { 200: envelopeSchema(z.object({ id: z.string() })) },
      },
    },
    async (request) => okEnvelope(request, await content.deleteContent(actorOf(request), request.body)),
  );

  api.get(
    '/erp/content/showcase/list',
    {
      config,
      schema: {
        tags: ['erp'],
        summary: 'Ratings customers shared for the showcase, by state, newest first',
        querystring: showcaseListQuerySchema,
        response: { 200: envelopeSchema(showcaseListAnswerSchema) },
      },
    },
    async (request) => okEnvelope(request, await content.listShowcase(request.query)),
  );

  api.post(
    '/erp/content/showcase/decide',
    {
      config,
      schema: {
        tags: ['erp'],
        summary: 'Approve (shown on the home page) or reject a shared rating',
        body: decideShowcaseRequestSchema,
        response: { 200: envelopeSchema(showcaseRatingSchema) },
      },
    },
    async (request) => okEnvelope(request, await content.decideShowcase(actorOf(request), request.body)),
  );

  api.get(
    '/content/list',
    {
      config: publicConfig,
      schema: {
        tags: ['content'],
        summary: 'Published records of one kind in their order (news also by category), paged',
        querystring: publicContentListQuerySchema,
        response: { 200: envelopeSchema(publicContentListAnswerSchema) },
      },
    },
    async (request) => okEnvelope(request, await content.listPublished(request.query)),
  );

  api.get(
    '/content/showcase',
    {
      config: publicConfig,
      schema: {
        tags: ['content'],
        summary: 'Approved customer ratings for the home page, newest first',
        querystring: publicShowcaseQuerySchema,
        response: { 200: envelopeSchema(publicShowcaseAnswerSchema) },
      },
    },
    async (request) => okEnvelope(request, await content.listPublicShowcase(request.query)),
  );

  api.get(
    '/content/:id',
    {
      config: publicConfig,
      schema: {
        tags: ['content'],
        summary: 'One published record (a draft answers 404)',
        params: contentIdParamsSchema,
        response: { 200: envelopeSchema(publicContentSchema) },
      },
    },
    async (request) => okEnvelope(request, await content.getPublished(request.params.id)),
  );
}
