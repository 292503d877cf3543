import { envelopeSchema } from '@boardforge/contracts/envelope.ts';
import {
  erpOrderDetailSchema,
  erpOrderIdQuerySchema,
  erpOrderListAnswerSchema,
  erpOrderListQuerySchema,
  personTaskListAnswerSchema,
  personTaskListRequestSchema,
} from '@boardforge/contracts/erp-orders.ts';
import { transitionRequestSchema } from '@boardforge/contracts/orders-transitions.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession } from '../../plugins/access.ts';
import { okEnvelope } from '../../plugins/envelope.ts';
import type { ErpOrdersService } from './erp-orders.service.ts';

/** The back office's orders: transitions, list, detail and each person's waiting work (staff only). */
export function registerErpOrdersRoutes(app: FastifyInstance, services: { erpOrders: ErpOrdersService }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { erpOrders } = services;

  api.post(
    '/erp/order/transition',
    {
      // Staff only here; the action's permission tag is checked by the status machine (403 without it).
      config: { access: 'staff' },
      schema: {
        tags: ['erp'],
        summary: 'Move an order by one action of the transition table; 409 when fromStatus no longer holds',
        body: transitionRequestSchema,
        response: { 200: envelopeSchema(erpOrderDetailSchema) },
      },
    },
    async (request) =>
      okEnvelope(request, await erpOrders.transitionOrder(requireSession(request), request.body, request.language)),
  );

  api.get(
    '/erp/order/list',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['erp'],
        summary:
          'All orders, newest first, by group, status, type, time and keyword (order no or customer phone), with counts by status under every filter but status',
        querystring: erpOrderListQuerySchema,
        response: { 200: envelopeSchema(erpOrderListAnswerSchema) },
      },
    },
    async (request) => okEnvelope(request, await erpOrders.listAllOrders(request.query, request.language)),
  );

  api.get(
    '/erp/order/detail',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['erp'],
        summary: 'One order in full with the actions the caller may take',
        querystring: erpOrderIdQuerySchema,
        response: { 200: envelopeSchema(erpOrderDetailSchema) },
      },
    },
    async (request) =>
      okEnvelope(
        request,
        await erpOrders.getOrderDetail(requireSession(request), request.query.orderId, request.language),
      ),
  );

  api.post(
    '/report/getPersonTaskList',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['erp'],
        summary:
          "The caller's waiting work: orders their role may move now (optionally of one status), with counts by status",
        body: personTaskListRequestSchema,
        response: { 200: envelopeSchema(personTaskListAnswerSchema) },
      },
    },
    async (request) =>
      okEnvelope(request, await erpOrders.listPersonTasks(requireSession(request), request.body, request.language)),
  );
}
