import { envelopeSchema } from '@boardforge/contracts/envelope.ts';
import { menuTags } from '@boardforge/contracts/erp-menu.ts';
import { ledgerAnswerSchema, ledgerQuerySchema } from '@boardforge/contracts/ledger.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okEnvelope } from '../../plugins/envelope.ts';
import type { LedgerService } from './ledger.service.ts';

/** The collection/payment tab (收付款): GET /erp/payment/ledger, for whoever holds the tab's menu. */
export function registerLedgerRoutes(app: FastifyInstance, services: { ledger: LedgerService }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/erp/payment/ledger',
    {
      config: { access: { tags: [menuTags.collectionPayment] } },
      schema: {
        tags: ['payments'],
        summary: 'The payment ledger (payments, verified transfers, refunds) with the totals of the filter',
        querystring: ledgerQuerySchema,
        response: { 200: envelopeSchema(ledgerAnswerSchema) },
      },
    },
    async (request) => okEnvelope(request, await services.ledger.listLedger(request.query)),
  );
}
