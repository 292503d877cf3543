import { deleteRecordRequestSchema } from '@boardforge/contracts/catalogue-import.ts';
import { envelopeSchema, pageSchema } from '@boardforge/contracts/envelope.ts';
import {
  deleteOfferRequestSchema,
  savedIdAnswerSchema,
  saveOfferRequestSchema,
  saveSupplierRequestSchema,
  supplierListQuerySchema,
  supplierSchema,
} from '@boardforge/contracts/suppliers.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '../../plugins/envelope.ts';
import type { SuppliersService } from './suppliers.service.ts';

/**
 * Suppliers (供应商) and their offers of parts: GET /erp/suppliers/list (`parts:view` or `suppliers:edit`); saving a
 * supplier, deleting one, saving and deleting an offer (`suppliers:edit`).
 */
export function registerSuppliersRoutes(app: FastifyInstance, services: { suppliers: SuppliersService }): void {
  void app.register(async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/erp/suppliers/list',
      {
        config: { access: { tags: ['parts:view', 'suppliers:edit'] } },
        schema: {
          tags: ['suppliers'],
          summary: 'Suppliers whose name or contact holds a keyword, by name, with their numbers of offers (paged)',
          querystring: supplierListQuerySchema,
          response: { 200: envelopeSchema(pageSchema(supplierSchema)) },
        },
      },
      async (request) => okEnvelope(request, await services.suppliers.listDirectory(request.query)),
    );

    api.post(
      '/erp/suppliers/save',
      {
        config: { access: { tags: ['suppliers:edit'] } },
        schema: {
          tags: ['suppliers'],
          summary: 'Add (no id) or change a supplier (name unique ignoring case)',
          body: saveSupplierRequestSchema,
          response: { 200: envelopeSchema(savedIdAnswerSchema) },
        },
      },
      async (request) => okEnvelope(request, await services.suppliers.saveSupplier(request.body)),
    );

    api.post(
      '/erp/suppliers/offers/save',
      {
        config: { access: { tags: ['suppliers:edit'] } },
        schema: {
          tags: ['suppliers'],
          summary: 'Add (no id) or change a supplier’s offer of a part: its SKU, unit price from a quantity, lead time',
          body: saveOfferRequestSchema,
          response: { 200: envelopeSchema(savedIdAnswerSchema) },
        },
      },
      async (request) => okEnvelope(request, await services.suppliers.saveOffer(request.body)),
    );

    api.post(
      '/erp/suppliers/offers/delete',
      {
        config: { access: { tags: ['suppliers:edit'] } },
        schema: {
          tags: ['suppliers'],
          summary: 'Remove a supplier’s offer of a part',
          body: deleteOfferRequestSchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await services.suppliers.removeOffer(request.body.id);
        return okEnvelope(request, null);
      },
    );

    api.post(
      '/erp/suppliers/delete',
      {
        config: { access: { tags: ['suppliers:edit'] } },
        schema: {
          tags: ['suppliers'],
          summary: 'Delete a supplier with its offers (409 while purchase rebates name it)',
          body: deleteRecordRequestSchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await services.suppliers.deleteSupplier(request.body.id);
        return okEnvelope(request, null);
      },
    );
  });
}
