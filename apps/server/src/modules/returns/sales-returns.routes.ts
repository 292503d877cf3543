import { envelopeSchema } from '@boardforge/contracts/envelope.ts';
import { menuTags } from '@boardforge/contracts/erp-menu.ts';
import {
  returnRequestsAnswerSchema,
  returnRequestsQuerySchema,
  salesReturnsAnswerSchema,
  salesReturnsQuerySchema,
} from '@boardforge/contracts/sales-returns.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okEnvelope } from '../../plugins/envelope.ts';
import type { SalesReturnsService } from './sales-returns.service.ts';

/** The sales-returns tab (销售退货): GET /erp/returns/sales and /erp/returns/requests, for whoever holds its menu. */
export function registerSalesReturnsRoutes(
  app: FastifyInstance,
  services: { salesReturns: SalesReturnsService },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const access = { tags: [menuTags.salesReturns] };

  api.get(
    '/erp/returns/sales',
    {
      config: { access },
      schema: {
        tags: ['returns'],
        summary: 'Approved sales returns (refund, restock), newest first',
        querystring: salesReturnsQuerySchema,
        response: { 200: envelopeSchema(salesReturnsAnswerSchema) },
      },
    },
    async (request) => okEnvelope(request, await services.salesReturns.listSales(request.query)),
  );

  api.get(
    '/erp/returns/requests',
    {
      config: { access },
      schema: {
        tags: ['returns'],
        summary: 'Return requests awaiting approveReturn, oldest first',
        querystring: returnRequestsQuerySchema,
        response: { 200: envelopeSchema(returnRequestsAnswerSchema) },
      },
    },
    async (request) => okEnvelope(request, await services.salesReturns.listRequests(request.query)),
  );
}
