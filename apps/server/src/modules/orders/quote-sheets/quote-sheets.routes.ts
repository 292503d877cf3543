import { envelopeSchema } from '@boardforge/contracts/envelope.ts';
import {
  quoteSheetQuerySchema,
  quoteSheetSchema,
  savePurchaseSheetRequestSchema,
  saveSalesSheetRequestSchema,
} from '@boardforge/contracts/quote-sheets.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession } from '../../../plugins/access.ts';
import { okEnvelope } from '../../../plugins/envelope.ts';
import type { QuoteSheetsService } from './quote-sheets.service.ts';

/**
 * The quote sheets of an inquiry: GET /erp/quoteSheet/detail (`order:purchaseQuote` or `order:salesQuote`), POST
 * /erp/quoteSheet/savePurchase (`order:purchaseQuote`) and /erp/quoteSheet/saveSales (`order:salesQuote`); the
 * service also holds the caller to the transition table's roles and assignments.
 */
export function registerQuoteSheetsRoutes(app: FastifyInstance, services: { quoteSheets: QuoteSheetsService }): void {
  void app.register(async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/erp/quoteSheet/detail',
      {
        config: { access: { tags: ['order:purchaseQuote', 'order:salesQuote'] } },
        schema: {
          tags: ['erp'],
          summary: "An inquiry's quote sheet: per line the part, suppliers' offers, the drafts and what was submitted",
          querystring: quoteSheetQuerySchema,
          response: { 200: envelopeSchema(quoteSheetSchema) },
        },
      },
      async (request) =>
        okEnvelope(request, await services.quoteSheets.readSheet(requireSession(request), request.query.orderId)),
    );

    api.post(
      '/erp/quoteSheet/savePurchase',
      {
        config: { access: { tags: ['order:purchaseQuote'] } },
        schema: {
          tags: ['erp'],
          summary:
            "Save the buyer's draft (supplier, unit cost, alternate, note per line); 409 when another save came first",
          body: savePurchaseSheetRequestSchema,
          response: { 200: envelopeSchema(quoteSheetSchema) },
        },
      },
      async (request) =>
        okEnvelope(request, await services.quoteSheets.savePurchaseSheet(requireSession(request), request.body)),
    );

    api.post(
      '/erp/quoteSheet/saveSales',
      {
        config: { access: { tags: ['order:salesQuote'] } },
        schema: {
          tags: ['erp'],
          summary: "Save the salesperson's draft prices per line; 409 when another save came first",
          body: saveSalesSheetRequestSchema,
          response: { 200: envelopeSchema(quoteSheetSchema) },
        },
      },
      async (request) =>
        okEnvelope(request, await services.quoteSheets.saveSalesSheet(requireSession(request), request.body)),
    );
  });
}
