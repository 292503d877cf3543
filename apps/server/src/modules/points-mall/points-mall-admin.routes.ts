import { envelopeSchema } from '@boardforge/contracts/envelope.ts';
import {
  adminMallItemSchema,
  adminMallItemsAnswerSchema,
  adminRedemptionsAnswerSchema,
  adminRedemptionsQuerySchema,
  createMallItemRequestSchema,
  mallItemsQuerySchema,
  redemptionIdRequestSchema,
  redemptionMoveAnswerSchema,
  restockMallItemRequestSchema,
  setMallItemActiveRequestSchema,
  shipRedemptionRequestSchema,
  updateMallItemRequestSchema,
} from '@boardforge/contracts/points-mall.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession } from '../../plugins/access.ts';
import { okEnvelope } from '../../plugins/envelope.ts';
import type { PointsMallAdminService } from './points-mall-admin.service.ts';

/**
 * The points mall's back office (`pointsMall:edit`): items (list, create, update, restock, retire or reactivate) and
 * redemptions (list, ship with tracking, mark delivered, cancel with the points refunded).
 */
export function registerPointsMallAdminRoutes(
  app: FastifyInstance,
  services: { pointsMallAdmin: PointsMallAdminService },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { pointsMallAdmin } = services;
  const config = { access: { tags: ['pointsMall:edit' as const] } };
  const tags = ['erp'];
  const itemAnswer = { 200: envelopeSchema(adminMallItemSchema) };
  const moveAnswer = { 200: envelopeSchema(redemptionMoveAnswerSchema) };

  api.get(
    '/erp/pointsMall/items/list',
    {
      config,
      schema: {
        tags,
        summary: 'Points-mall items by state and keyword, in display order, paged',
        querystring: mallItemsQuerySchema,
        response: { 200: envelopeSchema(adminMallItemsAnswerSchema) },
      },
    },
    async (request) => okEnvelope(request, await pointsMallAdmin.listItems(request.query)),
  );

  api.post(
    '/erp/pointsMall/items/create',
    {
      config,
      schema: {
        tags,
        summary: 'Create a points-mall item (audited)',
        body: createMallItemRequestSchema,
        response: itemAnswer,
      },
    },
    async (request) => okEnvelope(request, await pointsMallAdmin.createItem(requireSession(request), request.body)),
  );

  api.post(
    '/erp/pointsMall/items/update',
    {
      config,
      schema: {
        tags,
        summary: 'Edit a points-mall item; stock moves only by restocking (audited)',
        body: updateMallItemRequestSchema,
        response: itemAnswer,
      },
    },
    async (request) => okEnvelope(request, await pointsMallAdmin.updateItem(requireSession(request), request.body)),
  );

  api.post(
    '/erp/pointsMall/items/restock',
    {
      config,
      schema: {
        tags,
        summary: 'Add to an item’s stock atomically (audited)',
        body: restockMallItemRequestSchema,
        response: itemAnswer,
      },
    },
    async (request) => okEnvelope(request, await pointsMallAdmin.restockItem(requireSession(request), request.body)),
  );

  api.post(
    '/erp/pointsMall/items/set-active',
    {
      config,
      schema: {
        tags,
        summary: 'Retire or reactivate an item (audited)',
        body: setMallItemActiveRequestSchema,
        response: itemAnswer,
      },
    },
    async (request) => okEnvelope(request, await pointsMallAdmin.setItemActive(requireSession(request), request.body)),
  );

  api.get(
    '/erp/pointsMall/redemptions/list',
    {
      config,
      schema: {
        tags,
        summary: 'Redemptions by status, customer, item and days, newest first, paged',
        querystring: adminRedemptionsQuerySchema,
        response: { 200: envelopeSchema(adminRedemptionsAnswerSchema) },
      },
    },
    async (request) => okEnvelope(request, await pointsMallAdmin.listRedemptions(request.query)),
  );

  api.post(
    '/erp/pointsMall/redemptions/ship',
    {
      config,
      schema: {
        tags,
        summary: 'Ship a pending redemption with carrier and tracking number (audited)',
        body: shipRedemptionRequestSchema,
        response: moveAnswer,
      },
    },
    async (request) => okEnvelope(request, await pointsMallAdmin.shipRedemption(requireSession(request), request.body)),
  );

  api.post(
    '/erp/pointsMall/redemptions/deliver',
    {
      config,
      schema: {
        tags,
        summary: 'Mark a shipped redemption delivered (audited)',
        body: redemptionIdRequestSchema,
        response: moveAnswer,
      },
    },
    async (request) =>
      okEnvelope(request, await pointsMallAdmin.deliverRedemption(requireSession(request), request.body.id)),
  );

  api.post(
    '/erp/pointsMall/redemptions/cancel',
    {
      config,
      schema: {
        tags,
        summary: 'Cancel a pending redemption: points refunded once, stock returned (audited)',
        body: redemptionIdRequestSchema,
        response: moveAnswer,
      },
    },
    async (request) =>
      okEnvelope(request, await pointsMallAdmin.cancelRedemption(requireSession(request), request.body.id)),
  );
}
