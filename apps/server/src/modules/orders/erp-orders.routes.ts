import { envelopeSchema } from '@boardforge/contracts/envelope.ts';
import { orderScreenTags } from '@boardforge/contracts/erp-menu.ts';
import {
  erpOrderDetailSchema,
  erpOrderIdQuerySchema,
  erpOrderListAnswerSchema,
  erpOrderListQuerySchema,
  personTaskListAnswerSchema,
  personTaskListRequestSchema,
} from '@boardforge/contracts/erp-orders.ts';
import { transitionRequestSchema } from '@boardforge/contracts/orders-transitions.ts';
import { isPermissionTag } from '@boardforge/contracts/permissions.ts';
import { transitionTable } from '@boardforge/domain/order-status/transitions.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type RouteAccess, requireSession } from '../../plugins/access.ts';
import { okEnvelope } from '../../plugins/envelope.ts';
import type { ErpOrdersService } from './erp-orders.service.ts';

/** Reading orders (list, detail, waiting work): the order screens' tags (Sales Orders, Procurement). */
const orderScreens: RouteAccess = { tags: orderScreenTags };

/**
 * Moving an order: the tags the transition table names (contracts' orders.test.ts: every one a permission tag), so a
 * caller holding none of them, to whom no action can belong, is refused before the order is read; the status machine
 * then checks the action's own tag (403 without it).
 */
const orderMoves: RouteAccess = {
  tags: [...new Set(transitionTable.flatMap((rule) => (rule.who.kind === 'staff' ? [rule.who.tag] : [])))].filter(
    isPermissionTag,
  ),
};

/** The back office's orders: transitions (an order action's tag), list, detail and waiting work (an order screen's). */
export function registerErpOrdersRoutes(app: FastifyInstance, services: { erpOrders: ErpOrdersService }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { erpOrders } = services;

  api.post(
    '/erp/order/transition',
    {
      config: { access: orderMoves },
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
      config: { access: orderScreens },
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
      config: { access: orderScreens },
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
      config: { access: orderScreens },
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
