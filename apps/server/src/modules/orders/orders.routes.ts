import { envelopeSchema, pageSchema } from '@boardforge/contracts/envelope.ts';
import { customerOrderDetailSchema } from '@boardforge/contracts/erp-orders.ts';
import { orderHomeAnswerSchema } from '@boardforge/contracts/order-home.ts';
import {
  attachOrderFilesRequestSchema,
  lastOrderContactsSchema,
  listOrdersQuerySchema,
  orderIdQuerySchema,
  orderIdRequestSchema,
  orderReasonRequestSchema,
  orderRowSchema,
  rateOrderRequestSchema,
  ratingSchema,
  saveOrderAnswerSchema,
  saveOrderRequestSchema,
} from '@boardforge/contracts/orders.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession } from '../../plugins/access.ts';
import { okEnvelope } from '../../plugins/envelope.ts';
import type { OrdersService } from './orders.service.ts';
import type { OrderHomeService } from './queries/order-home.service.ts';
import type { OrderRatingsService } from './ratings/order-ratings.service.ts';

const detailAnswer = { 200: envelopeSchema(customerOrderDetailSchema) };

/** The customer's orders: save, list, home, detail and own actions under /orderInfo/* (customers only). */
export function registerOrdersRoutes(
  app: FastifyInstance,
  services: { orders: OrdersService; orderRatings: OrderRatingsService; orderHome: OrderHomeService },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { orders } = services;

  api.post(
    '/orderInfo/saveOrder',
    {
      config: { access: 'client' },
      schema: {
        tags: ['orders'],
        summary: 'Place an order; the server prices it again (idempotent by idempotencyKey)',
        body: saveOrderRequestSchema,
        response: { 200: envelopeSchema(saveOrderAnswerSchema) },
      },
    },
    async (request) =>
      okEnvelope(request, await orders.saveOrder(requireSession(request).userId, request.body, request.language)),
  );

  api.get(
    '/orderInfo/list',
    {
      config: { access: 'client' },
      schema: {
        tags: ['orders'],
        summary: 'Own orders, newest first',
        querystring: listOrdersQuerySchema,
        response: { 200: envelopeSchema(pageSchema(orderRowSchema)) },
      },
    },
    async (request) =>
      okEnvelope(request, await orders.listOwnOrders(requireSession(request).userId, request.query, request.language)),
  );

  api.get(
    '/orderInfo/lastContacts',
    {
      config: { access: 'client' },
      schema: {
        tags: ['orders'],
        summary: "The invoice choice and contacts of the caller's newest order (null before one), for the checkout",
        response: { 200: envelopeSchema(lastOrderContactsSchema) },
      },
    },
    async (request) => okEnvelope(request, await orders.getLastOrderContacts(requireSession(request).userId)),
  );

  api.get(
    '/orderInfo/home',
    {
      config: { access: 'client' },
      schema: {
        tags: ['orders'],
        summary: "The customer's home: orders waiting for them, orders in production, newest quotes and files",
        response: { 200: envelopeSchema(orderHomeAnswerSchema) },
      },
    },
    async (request) =>
      okEnvelope(request, await services.orderHome.getOrderHome(requireSession(request).userId, request.language)),
  );

  api.get(
    '/orderInfo/detail',
    {
      config: { access: 'client' },
      schema: {
        tags: ['orders'],
        summary: 'One own order in full',
        querystring: orderIdQuerySchema,
        response: detailAnswer,
      },
    },
    async (request) =>
      okEnvelope(
        request,
        await orders.getOwnOrderDetail(requireSession(request).userId, request.query.orderId, request.language),
      ),
  );

  api.post(
    '/orderInfo/attachFiles',
    {
      config: { access: 'client' },
      schema: {
        tags: ['orders'],
        summary: "Attach the customer's own uploaded Gerber to their own board order, until contract review",
        body: attachOrderFilesRequestSchema,
        response: detailAnswer,
      },
    },
    async (request) =>
      okEnvelope(
        request,
        await orders.attachOrderFiles(requireSession(request).userId, request.body, request.language),
      ),
  );

  api.post(
    '/orderInfo/cancel',
    {
      config: { access: 'client' },
      schema: {
        tags: ['orders'],
        summary: 'Cancel an own order',
        body: orderReasonRequestSchema,
        response: detailAnswer,
      },
    },
    async (request) => {
      const { orderId, reason } = request.body;
      const input = { orderId, action: 'cancel' as const, payload: { reason } };
      return okEnvelope(
        request,
        await orders.takeCustomerAction(requireSession(request).userId, input, request.language),
      );
    },
  );

  api.post(
    '/orderInfo/requestReturn',
    {
      config: { access: 'client' },
      schema: {
        tags: ['orders'],
        summary: 'Ask to return an order',
        body: orderReasonRequestSchema,
        response: detailAnswer,
      },
    },
    async (request) => {
      const { orderId, reason } = request.body;
      const input = { orderId, action: 'requestReturn' as const, payload: { reason } };
      return okEnvelope(
        request,
        await orders.takeCustomerAction(requireSession(request).userId, input, request.language),
      );
    },
  );

  for (const [path, action, summary] of [
    ['/orderInfo/confirmReceipt', 'confirmCompletion', 'Confirm receipt: the order completes and earns points'],
    ['/orderInfo/acceptQuote', 'acceptQuote', 'Accept the sales quote'],
    ['/orderInfo/acceptAdjustedPrice', 'acceptAdjustedPrice', 'Accept the price set by contract review'],
  ] as const) {
    api.post(
      path,
      {
        config: { access: 'client' },
        schema: { tags: ['orders'], summary, body: orderIdRequestSchema, response: detailAnswer },
      },
      async (request) => {
        const input = { orderId: request.body.orderId, action, payload: {} };
        return okEnvelope(
          request,
          await orders.takeCustomerAction(requireSession(request).userId, input, request.language),
        );
      },
    );
  }

  api.post(
    '/orderInfo/rate',
    {
      config: { access: 'client' },
      schema: {
        tags: ['orders'],
        summary: 'Rate a completed own order once (+10 points); shared ratings await staff approval',
        body: rateOrderRequestSchema,
        response: { 200: envelopeSchema(ratingSchema) },
      },
    },
    async (request) =>
      okEnvelope(request, await services.orderRatings.rateOrder(requireSession(request).userId, request.body)),
  );
}
