import { envelopeSchema, pageSchema } from '@boardforge/contracts/envelope.ts';
import {
  mallItemSchema,
  redeemAnswerSchema,
  redeemRequestSchema,
  redemptionSchema,
  redemptionsQuerySchema,
} from '@boardforge/contracts/points.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../plugins/access.ts';
import { okEnvelope } from '../../plugins/envelope.ts';
import type { PointsMallService } from './points-mall.service.ts';

/** The points mall: GET /pointsMall/items, POST /pointsMall/redeem, GET /pointsMall/redemptions. */
export function registerPointsMallRoutes(app: FastifyInstance, services: { pointsMall: PointsMallService }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/pointsMall/items',
    {
      config: { access: 'public' },
      schema: {
        tags: ['points'],
        summary: 'Items on offer in the points mall',
        response: { 200: envelopeSchema(z.array(mallItemSchema)) },
      },
    },
    async (request) => okEnvelope(request, await services.pointsMall.listItems()),
  );

  api.post(
    '/pointsMall/redeem',
    {
      config: { access: 'client' },
      schema: {
        tags: ['points'],
        summary: 'Spend points on an item (one transaction; never below zero points or stock)',
        body: redeemRequestSchema,
        response: { 200: envelopeSchema(redeemAnswerSchema) },
      },
    },
    async (request) =>
      okEnvelope(request, await services.pointsMall.redeem(requireSession(request).userId, request.body)),
  );

  api.get(
    '/pointsMall/redemptions',
    {
      config: { access: 'client' },
      schema: {
        tags: ['points'],
        summary: 'Own redemptions, newest first',
        querystring: redemptionsQuerySchema,
        response: { 200: envelopeSchema(pageSchema(redemptionSchema)) },
      },
    },
    async (request) =>
      okEnvelope(request, await services.pointsMall.listOwnRedemptions(requireSession(request).userId, request.query)),
  );
}
