import { envelopeSchema, pageSchema } from '@boardforge/contracts/envelope.ts';
import {
  collectionRowSchema,
  collectionsQuerySchema,
  verifyCollectionAnswerSchema,
  verifyCollectionRequestSchema,
} from '@boardforge/contracts/payments.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession } from '../../plugins/access.ts';
import { okEnvelope } from '../../plugins/envelope.ts';
import type { CollectionsService } from './collections.service.ts';

/** The collection-verification tab: POST /erp/payment/verifyCollection and GET /erp/payment/collections. */
export function registerCollectionsRoutes(app: FastifyInstance, services: { collections: CollectionsService }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/erp/payment/verifyCollection',
    {
      config: { access: { tags: ['finance:verifyCollection'] } },
      schema: {
        tags: ['payments'],
        summary: 'Confirm a bank transfer arrived (recorded once)',
        body: verifyCollectionRequestSchema,
        response: { 200: envelopeSchema(verifyCollectionAnswerSchema) },
      },
    },
    async (request) => {
      const session = requireSession(request);
      return okEnvelope(
        request,
        await services.collections.verifyCollection({ userId: session.userId, role: session.role }, request.body),
      );
    },
  );

  api.get(
    '/erp/payment/collections',
    {
      config: { access: { tags: ['finance:verifyCollection'] } },
      schema: {
        tags: ['payments'],
        summary: 'Bank transfers awaiting verification, or verified',
        querystring: collectionsQuerySchema,
        response: { 200: envelopeSchema(pageSchema(collectionRowSchema)) },
      },
    },
    async (request) => okEnvelope(request, await services.collections.listCollections(request.query)),
  );
}
