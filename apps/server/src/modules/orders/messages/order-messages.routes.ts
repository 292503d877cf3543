import { envelopeSchema } from '@boardforge/contracts/envelope.ts';
import { orderScreenTags } from '@boardforge/contracts/erp-menu.ts';
import {
  orderMessagesAnswerSchema,
  orderMessagesQuerySchema,
  sendOrderMessageRequestSchema,
} from '@boardforge/contracts/order-messages.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession } from '../../../plugins/access.ts';
import { okEnvelope } from '../../../plugins/envelope.ts';
import type { OrderMessagesService } from './order-messages.service.ts';

/**
 * An order's questions and answers: GET /orderInfo/messages and POST /orderInfo/messages/send for the customer who
 * owns it; GET /erp/order/messages and POST /erp/order/messages/send for staff holding an order screen's tag (Sales
 * Orders, Procurement): answering a customer as the company is order work, not every colleague's.
 */
export function registerOrderMessagesRoutes(
  app: FastifyInstance,
  services: { orderMessages: OrderMessagesService },
): void {
  void app.register(async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    const answer = { 200: envelopeSchema(orderMessagesAnswerSchema) };

    api.get(
      '/orderInfo/messages',
      {
        config: { access: 'client' },
        schema: {
          tags: ['orders'],
          summary: "An own order's questions and answers",
          querystring: orderMessagesQuerySchema,
          response: answer,
        },
      },
      async (request) =>
        okEnvelope(
          request,
          await services.orderMessages.listOwn(requireSession(request).userId, request.query.orderId),
        ),
    );

    api.post(
      '/orderInfo/messages/send',
      {
        config: { access: 'client' },
        schema: {
          tags: ['orders'],
          summary: 'Ask a question about an own order (a quote, a date)',
          body: sendOrderMessageRequestSchema,
          response: answer,
        },
      },
      async (request) =>
        okEnvelope(request, await services.orderMessages.sendOwn(requireSession(request).userId, request.body)),
    );

    api.get(
      '/erp/order/messages',
      {
        config: { access: { tags: orderScreenTags } },
        schema: {
          tags: ['erp'],
          summary: "An order's questions and answers",
          querystring: orderMessagesQuerySchema,
          response: answer,
        },
      },
      async (request) => okEnvelope(request, await services.orderMessages.listAny(request.query.orderId)),
    );

    api.post(
      '/erp/order/messages/send',
      {
        config: { access: { tags: orderScreenTags } },
        schema: {
          tags: ['erp'],
          summary: "Answer a customer's question on an order",
          body: sendOrderMessageRequestSchema,
          response: answer,
        },
      },
      async (request) =>
        okEnvelope(request, await services.orderMessages.sendAsStaff(requireSession(request).userId, request.body)),
    );
  });
}
