import { envelopeSchema } from '@boardforge/contracts/envelope.ts';
import {
  purchaseOrderDetailSchema,
  purchaseOrderIdQuerySchema,
  purchaseOrderListAnswerSchema,
  purchaseOrderListQuerySchema,
} from '@boardforge/contracts/purchase-orders.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okEnvelope } from '../../plugins/envelope.ts';
import type { PurchaseOrdersService } from './purchase-orders.service.ts';

/** Who reads purchase orders: purchasing, purchase review and the warehouse. */
const readers = ['order:placePurchaseOrder', 'order:purchaseReview', 'stock:entry'] as const;

/** Purchase orders: GET /erp/purchaseOrders/list and /erp/purchaseOrders/detail. */
export function registerPurchaseOrdersRoutes(
  app: FastifyInstance,
  services: { purchaseOrders: PurchaseOrdersService },
): void {
  void app.register(async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/erp/purchaseOrders/list',
      {
        config: { access: { tags: [...readers] } },
        schema: {
          tags: ['purchase-orders'],
          summary: 'Purchase orders by status and keyword (PO, order or supplier), newest first, with the cost total',
          querystring: purchaseOrderListQuerySchema,
          response: { 200: envelopeSchema(purchaseOrderListAnswerSchema) },
        },
      },
      async (request) => okEnvelope(request, await services.purchaseOrders.listPurchaseOrders(request.query)),
    );

    api.get(
      '/erp/purchaseOrders/detail',
      {
        config: { access: { tags: [...readers] } },
        schema: {
          tags: ['purchase-orders'],
          summary: 'One purchase order with its lines and what arrived of each',
          querystring: purchaseOrderIdQuerySchema,
          response: { 200: envelopeSchema(purchaseOrderDetailSchema) },
        },
      },
      async (request) => okEnvelope(request, await services.purchaseOrders.readPurchaseOrder(request.query.id)),
    );
  });
}
