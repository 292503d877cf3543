import { matchBomAnswerSchema, matchBomRequestSchema } from '@boardforge/contracts/bom-matching.ts';
import { deleteRecordRequestSchema } from '@boardforge/contracts/catalogue-import.ts';
import { envelopeSchema, pageSchema } from '@boardforge/contracts/envelope.ts';
import {
  partDetailQuerySchema,
  partDetailSchema,
  partListQuerySchema,
  partSummarySchema,
  savePartAnswerSchema,
  savePartRequestSchema,
} from '@boardforge/contracts/parts.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../plugins/access.ts';
import { okEnvelope } from '../../plugins/envelope.ts';
import type { BomMatchingService } from './bom-matching.service.ts';
import type { PartsService } from './parts.service.ts';

/**
 * The parts catalogue (元件库): GET /erp/parts/list and /erp/parts/detail (`parts:view`), POST /erp/parts/save and
 * /erp/parts/delete (`parts:edit`); and POST /file/matchBom, a customer's uploaded BOM matched against it (login).
 */
export function registerPartsRoutes(
  app: FastifyInstance,
  services: { parts: PartsService; bomMatching: BomMatchingService },
): void {
  void app.register(async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/erp/parts/list',
      {
        config: { access: { tags: ['parts:view'] } },
        schema: {
          tags: ['parts'],
          summary: 'Search the parts catalogue by MPN prefix, value, package and category (paged)',
          querystring: partListQuerySchema,
          response: { 200: envelopeSchema(pageSchema(partSummarySchema)) },
        },
      },
      async (request) => okEnvelope(request, await services.parts.listCatalogue(request.query)),
    );

    api.get(
      '/erp/parts/detail',
      {
        config: { access: { tags: ['parts:view'] } },
        schema: {
          tags: ['parts'],
          summary:
            'One part with its price breaks and the suppliers’ offers; with a quantity, what to buy and its price',
          querystring: partDetailQuerySchema,
          response: { 200: envelopeSchema(partDetailSchema) },
        },
      },
      async (request) => okEnvelope(request, await services.parts.readPart(request.query)),
    );

    api.post(
      '/erp/parts/save',
      {
        config: { access: { tags: ['parts:edit'] } },
        schema: {
          tags: ['parts'],
          summary: 'Add (no id) or change a part, replacing its price breaks (strictly rising in quantity)',
          body: savePartRequestSchema,
          response: { 200: envelopeSchema(savePartAnswerSchema) },
        },
      },
      async (request) =>
        okEnvelope(request, await services.parts.savePart(request.body, requireSession(request).userId)),
    );

    api.post(
      '/file/matchBom',
      {
        config: { access: 'user' },
        schema: {
          tags: ['files'],
          summary:
            'Match the lines of an uploaded BOM against the parts catalogue for a number of sets: per line matched at a known price, in stock or short, not found',
          body: matchBomRequestSchema,
          response: { 200: envelopeSchema(matchBomAnswerSchema) },
        },
      },
      async (request) => {
        const { userId } = requireSession(request);
        return okEnvelope(request, await services.bomMatching.describeOwnBomMatch({ ...request.body, userId }));
      },
    );

    api.post(
      '/erp/parts/delete',
      {
        config: { access: { tags: ['parts:edit'] } },
        schema: {
          tags: ['parts'],
          summary: 'Delete a part with its breaks and offers (409 while it has stock on hand or reserved)',
          body: deleteRecordRequestSchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await services.parts.deletePart(request.body.id);
        return okEnvelope(request, null);
      },
    );
  });
}
