import { envelopeSchema } from '@boardforge/contracts/envelope.ts';
import {
  purchaseReturnDetailQuerySchema,
  purchaseReturnDetailSchema,
  purchaseReturnsAnswerSchema,
  purchaseReturnsQuerySchema,
  purchaseReturnTransitionAnswerSchema,
  purchaseReturnTransitionRequestSchema,
  savePurchaseReturnAnswerSchema,
  savePurchaseReturnRequestSchema,
} from '@boardforge/contracts/purchase-returns.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession } from '../../plugins/access.ts';
import { okEnvelope } from '../../plugins/envelope.ts';
import type { PurchaseReturnsService } from './purchase-returns.service.ts';

/** The purchase-returns module (采购退货): list, detail, request and transition, all `purchase:return`. */
export function registerPurchaseReturnsRoutes(
  app: FastifyInstance,
  services: { purchaseReturns: PurchaseReturnsService },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { purchaseReturns } = services;
  const config = { access: { tags: ['purchase:return' as const] } };

  api.get(
    '/erp/purchase-returns/list',
    {
      config,
      schema: {
        tags: ['returns'],
        summary: 'Purchase returns by supplier, status and days, newest first, with totals in all and per supplier',
        querystring: purchaseReturnsQuerySchema,
        response: { 200: envelopeSchema(purchaseReturnsAnswerSchema) },
      },
    },
    async (request) => okEnvelope(request, await purchaseReturns.listReturns(request.query)),
  );

  api.get(
    '/erp/purchase-returns/detail',
    {
      config,
      schema: {
        tags: ['returns'],
        summary: 'One purchase return with its lines and the actions its status allows',
        querystring: purchaseReturnDetailQuerySchema,
        response: { 200: envelopeSchema(purchaseReturnDetailSchema) },
      },
    },
    async (request) => okEnvelope(request, await purchaseReturns.readReturn(request.query.id)),
  );

  api.post(
    '/erp/purchase-returns/save',
    {
      config,
      schema: {
        tags: ['returns'],
        summary: 'Request a purchase return: a supplier, lines (part, quantity, unit amount) and a reason',
        body: savePurchaseReturnRequestSchema,
        response: { 200: envelopeSchema(savePurchaseReturnAnswerSchema) },
      },
    },
    async (request) =>
      okEnvelope(request, await purchaseReturns.requestReturn(requireSession(request).userId, request.body)),
  );

  api.post(
    '/erp/purchase-returns/transition',
    {
      config,
      schema: {
        tags: ['returns'],
        summary: 'Ship (stock falls, line by line) or credit (the supplier’s credit) a purchase return',
        body: purchaseReturnTransitionRequestSchema,
        response: { 200: envelopeSchema(purchaseReturnTransitionAnswerSchema) },
      },
    },
    async (request) =>
      okEnvelope(request, await purchaseReturns.transitionReturn(requireSession(request).userId, request.body)),
  );
}
