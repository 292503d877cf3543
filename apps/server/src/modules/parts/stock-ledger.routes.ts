import { envelopeSchema } from '@boardforge/contracts/envelope.ts';
import {
  adjustStockRequestSchema,
  stockEntryRequestSchema,
  stockExitRequestSchema,
  stockLevelsAnswerSchema,
  stockLevelsQuerySchema,
  stockMoveAnswerSchema,
  stockMovementsAnswerSchema,
  stockMovementsQuerySchema,
} from '@boardforge/contracts/stock.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession } from '../../plugins/access.ts';
import { okEnvelope } from '../../plugins/envelope.ts';
import type { StockLedgerService } from './stock-ledger.service.ts';

/**
 * The stock ledger (库存流水): GET /erp/stock/levels and /erp/stock/movements (`parts:view`); POST /erp/stock/adjust
 * (`stock:adjust`), /erp/stock/entry (`stock:entry`) and /erp/stock/exit (`stock:exit`).
 */
export function registerStockLedgerRoutes(app: FastifyInstance, services: { stockLedger: StockLedgerService }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { stockLedger } = services;
  const moveAnswer = { 200: envelopeSchema(stockMoveAnswerSchema) };

  api.get(
    '/erp/stock/levels',
    {
      config: { access: { tags: ['parts:view'] } },
      schema: {
        tags: ['stock'],
        summary: 'Stock levels with low-stock flags and the valuation (weighted average entry cost), paged and summed',
        querystring: stockLevelsQuerySchema,
        response: { 200: envelopeSchema(stockLevelsAnswerSchema) },
      },
    },
    async (request) => okEnvelope(request, await stockLedger.listLevels(request.query)),
  );

  api.get(
    '/erp/stock/movements',
    {
      config: { access: { tags: ['parts:view'] } },
      schema: {
        tags: ['stock'],
        summary: 'The stock ledger by part, kind and days, newest first, paged, with the pieces in and out',
        querystring: stockMovementsQuerySchema,
        response: { 200: envelopeSchema(stockMovementsAnswerSchema) },
      },
    },
    async (request) => okEnvelope(request, await stockLedger.listMovements(request.query)),
  );

  api.post(
    '/erp/stock/adjust',
    {
      config: { access: { tags: ['stock:adjust'] } },
      schema: {
        tags: ['stock'],
        summary: 'A signed stock correction with its reason',
        body: adjustStockRequestSchema,
        response: moveAnswer,
      },
    },
    async (request) => okEnvelope(request, await stockLedger.adjustStock(requireSession(request).userId, request.body)),
  );

  api.post(
    '/erp/stock/entry',
    {
      config: { access: { tags: ['stock:entry'] } },
      schema: {
        tags: ['stock'],
        summary: 'A warehouse entry at a unit cost',
        body: stockEntryRequestSchema,
        response: moveAnswer,
      },
    },
    async (request) => okEnvelope(request, await stockLedger.enterStock(requireSession(request).userId, request.body)),
  );

  api.post(
    '/erp/stock/exit',
    {
      config: { access: { tags: ['stock:exit'] } },
      schema: {
        tags: ['stock'],
        summary: 'A warehouse exit with carrier and tracking number; never below what is reserved',
        body: stockExitRequestSchema,
        response: moveAnswer,
      },
    },
    async (request) => okEnvelope(request, await stockLedger.exitStock(requireSession(request).userId, request.body)),
  );
}
