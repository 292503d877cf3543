import { envelopeSchema } from '@boardforge/contracts/envelope.ts';
import {
  type CurrentPriceBookAnswer,
  currentPriceBookAnswerSchema,
  previewPriceBookAnswerSchema,
  previewPriceBookRequestSchema,
  priceBookDiffAnswerSchema,
  priceBookDiffQuerySchema,
  priceBookHistoryAnswerSchema,
  priceBookHistoryQuerySchema,
  publishPriceBookAnswerSchema,
  publishPriceBookRequestSchema,
  restorePriceBookRequestSchema,
} from '@boardforge/contracts/price-book.ts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession } from '../../plugins/access.ts';
import { okEnvelope } from '../../plugins/envelope.ts';
import type { PriceBookService } from './price-book.service.ts';

/**
 * Routes of the price book: GET /priceBook/current (public download); the back office's editor: publish and restore
 * (`priceBook:edit`), preview, history and diff (`priceBook:view`).
 */
export function registerPriceBookRoutes(app: FastifyInstance, services: { priceBook: PriceBookService }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { priceBook } = services;
  const viewConfig = { access: { tags: ['priceBook:view' as const] } };
  const editConfig = { access: { tags: ['priceBook:edit' as const] } };

  api.get(
    '/priceBook/current',
    {
      config: { access: 'public' },
      schema: {
        tags: ['quotes'],
        summary: 'The current price book, for quoting in the browser',
        description:
          'Answers `{ version, book }` with an ETag; send If-None-Match to get 304 when the version is unchanged.',
        response: { 200: envelopeSchema(currentPriceBookAnswerSchema) },
      },
    },
    async (request, reply) => {
      const current = await services.priceBook.getCurrentPriceBook();
      reply.header('etag', current.etag).header('cache-control', 'no-cache');
      // 304 has no body, so it is outside the declared answers.
      if (matchesEntityTag(request.headers['if-none-match'], current.etag))
        return (reply as FastifyReply).code(304).send();
      // The domain book is deeply readonly; the answer type is the same data, mutable.
      return okEnvelope(request, { version: current.version, book: current.book as CurrentPriceBookAnswer['book'] });
    },
  );

  api.post(
    '/erp/priceBook/publish',
    {
      config: editConfig,
      schema: {
        tags: ['back office'],
        summary: 'Publish a complete price book as the next version, with a note (existing versions never change)',
        body: publishPriceBookRequestSchema,
        response: { 200: envelopeSchema(publishPriceBookAnswerSchema) },
      },
    },
    async (request) => {
      const session = requireSession(request);
      const { book, note, baseVersion } = request.body;
      const published = await services.priceBook.publishPriceBookVersion(book, session.userId, note, {
        baseVersion,
        language: request.language,
      });
      return okEnvelope(request, published);
    },
  );

  api.post(
    '/erp/priceBook/restore',
    {
      config: editConfig,
      schema: {
        tags: ['back office'],
        summary: 'Publish a stored version again as the next version (audited as a publication)',
        body: restorePriceBookRequestSchema,
        response: { 200: envelopeSchema(publishPriceBookAnswerSchema) },
      },
    },
    async (request) => {
      const { version, note, baseVersion } = request.body;
      const options = { baseVersion, language: request.language };
      return okEnvelope(
        request,
        await priceBook.restorePriceBookVersion(version, requireSession(request).userId, note, options),
      );
    },
  );

  api.post(
    '/erp/priceBook/preview',
    {
      config: viewConfig,
      schema: {
        tags: ['back office'],
        summary: 'A draft book against the current one: reference quotes (totals, lines) and the open unpaid orders',
        body: previewPriceBookRequestSchema,
        response: { 200: envelopeSchema(previewPriceBookAnswerSchema) },
      },
    },
    async (request) => okEnvelope(request, await priceBook.previewPriceBook(request.body.book, request.language)),
  );

  api.get(
    '/erp/priceBook/history',
    {
      config: viewConfig,
      schema: {
        tags: ['back office'],
        summary: 'The stored price-book versions, newest first: version, who, when, note',
        querystring: priceBookHistoryQuerySchema,
        response: { 200: envelopeSchema(priceBookHistoryAnswerSchema) },
      },
    },
    async (request) => okEnvelope(request, await priceBook.listPriceBookHistory(request.query)),
  );

  api.get(
    '/erp/priceBook/diff',
    {
      config: viewConfig,
      schema: {
        tags: ['back office'],
        summary: 'The path-level changes from one stored version to another',
        querystring: priceBookDiffQuerySchema,
        response: { 200: envelopeSchema(priceBookDiffAnswerSchema) },
      },
    },
    async (request) => okEnvelope(request, await priceBook.diffPriceBookVersions(request.query.from, request.query.to)),
  );
}

/** Tells whether an If-None-Match header names the entity tag (a list, weak tags and `*` included). */
function matchesEntityTag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}
