import { envelopeSchema } from '@boardforge/contracts/envelope.ts';
import {
  purchaseOrderDetailSchema,
  purchaseOrderIdQuerySchema,
  purchaseOrderListAnswerSchema,
  purchaseOrderListQuerySchema,
  receivePurchaseOrderRequestSchema,
} from '@boardforge/contracts/purchase-orders.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession } from '../../plugins/access.ts';
import { okEnvelope } from '../../plugins/envelope.ts';
import type { PurchaseOrdersService } from './purchase-orders.service.ts';

/** Who reads purchase orders: purchasing, purchase review and the warehouse. */
const readers = ['order:placePurchaseOrder', 'order:purchaseReview', 'stock:entry'] as const;

/**
 * Purchase orders: GET /erp/purchaseOrders/list and /erp/purchaseOrders/detail (purchasing, review, warehouse); POST
 * /erp/purchaseOrders/receive (`stock:entry`).
 */
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

    api.post(
      '/erp/purchaseOrders/receive',
      {
        config: { access: { tags: ['stock:entry'] } },
        schema: {
          tags: ['purchase-orders'],
          summary:
            'Book what arrived of an approved purchase order, per line (partial deliveries allowed, never more than ordered); stock rises',
          body: receivePurchaseOrderRequestSchema,
          response: { 200: envelopeSchema(purchaseOrderDetailSchema) },
        },
      },
      async (request) =>
        okEnvelope(
          request,
          await services.purchaseOrders.receivePurchaseOrder(requireSession(request), request.body, request.language),
        ),
    );
  });
}
