import { envelopeSchema } from '@boardforge/contracts/envelope.ts';
import {
  type CurrentPriceBookAnswer,
  currentPriceBookAnswerSchema,
  publishPriceBookAnswerSchema,
  publishPriceBookRequestSchema,
} from '@boardforge/contracts/price-book.ts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession } from '../../plugins/access.ts';
import { okEnvelope } from '../../plugins/envelope.ts';
import type { PriceBookService } from './price-book.service.ts';

/** Routes of the price book: GET /priceBook/current (public download), POST /erp/priceBook/publish (staff). */
export function registerPriceBookRoutes(app: FastifyInstance, services: { priceBook: PriceBookService }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

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
      config: { access: { tags: ['priceBook:edit'] } },
      schema: {
        tags: ['back office'],
        summary: 'Publish a complete price book as the next version (existing versions never change)',
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
}

/** Tells whether an If-None-Match header names the entity tag (a list, weak tags and `*` included). */
function matchesEntityTag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}
