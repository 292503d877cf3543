import { envelopeSchema, pageSchema } from '@boardforge/contracts/envelope.ts';
import {
  applyPurchaseRebateRequestSchema,
  applyRebateAnswerSchema,
  applySalesRebateRequestSchema,
  manualRebateRequestSchema,
  rebateEntriesAnswerSchema,
  rebateEntryIdAnswerSchema,
  rebateListQuerySchema,
  rebatePartyQuerySchema,
  rebatePartySchema,
  rebateRuleListQuerySchema,
  rebateRuleSchema,
  rebateTagOfKind,
  rebateTotalsAnswerSchema,
  reverseRebateRequestSchema,
  saveRebateRuleRequestSchema,
} from '@boardforge/contracts/rebates.ts';
import { savedIdAnswerSchema } from '@boardforge/contracts/suppliers.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../plugins/access.ts';
import { okEnvelope } from '../../plugins/envelope.ts';
import type { RebatesService } from './rebates.service.ts';

/** Who may call each kind's routes (docs/workflow.md "Money"). */
const tagOfKind = rebateTagOfKind;

/**
 * Rebates (返利): under /erp/rebates/sales (`finance:salesRebate`) and /erp/rebates/purchase
 * (`finance:purchaseRebate`) — rules, applying a rule to a period, manual amounts, reversals, the ledger and the
 * totals by party and period.
 */
export function registerRebatesRoutes(app: FastifyInstance, services: { rebates: RebatesService }): void {
  const { rebates } = services;
  void app.register(async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();

    for (const kind of ['sales', 'purchase'] as const) {
      const config = { access: { tags: [tagOfKind[kind]] } };
      const base = `/erp/rebates/${kind}`;
      const tags = ['rebates'];

      api.get(
        `${base}/rules`,
        {
          config,
          schema: {
            tags,
            summary: `The ${kind} rebate rules by name (paged)`,
            querystring: rebateRuleListQuerySchema,
            response: { 200: envelopeSchema(pageSchema(rebateRuleSchema)) },
          },
        },
        async (request) => okEnvelope(request, await rebates.listRuleBook(kind, request.query)),
      );

      api.post(
        `${base}/rules/save`,
        {
          config,
          schema: {
            tags,
            summary: `Add (no id) or change a ${kind} rebate rule: period kind, threshold (yuan), rate (basis points)`,
            body: saveRebateRuleRequestSchema,
            response: { 200: envelopeSchema(savedIdAnswerSchema) },
          },
        },
        async (request) => okEnvelope(request, await rebates.saveRule(kind, request.body)),
      );

      api.post(
        `${base}/manual`,
        {
          config,
          schema: {
            tags,
            summary: `Record a ${kind} rebate amount typed by staff, with its reason`,
            body: manualRebateRequestSchema,
            response: { 200: envelopeSchema(rebateEntryIdAnswerSchema) },
          },
        },
        async (request) =>
          okEnvelope(request, await rebates.recordManual(kind, request.body, requireSession(request).userId)),
      );

      api.post(
        `${base}/reverse`,
        {
          config,
          schema: {
            tags,
            summary: `Reverse a ${kind} rebate row once, with a new negative row carrying the reason`,
            body: reverseRebateRequestSchema,
            response: { 200: envelopeSchema(rebateEntryIdAnswerSchema) },
          },
        },
        async (request) =>
          okEnvelope(request, await rebates.reverse(kind, request.body, requireSession(request).userId)),
      );

      api.get(
        `${base}/entries`,
        {
          config,
          schema: {
            tags,
            summary: `The ${kind} rebate ledger, newest first, with the sum of the filter (paged)`,
            querystring: rebateListQuerySchema,
            response: { 200: envelopeSchema(rebateEntriesAnswerSchema) },
          },
        },
        async (request) => okEnvelope(request, await rebates.listLedger(kind, request.query)),
      );

      api.get(
        `${base}/parties`,
        {
          config,
          schema: {
            tags,
            summary: `Up to 20 ${kind === 'sales' ? 'customers' : 'suppliers'} whose name or contact holds a keyword`,
            querystring: rebatePartyQuerySchema,
            response: { 200: envelopeSchema(z.array(rebatePartySchema)) },
          },
        },
        async (request) => okEnvelope(request, await rebates.findParties(kind, request.query.keyword)),
      );

      api.get(
        `${base}/totals`,
        {
          config,
          schema: {
            tags,
            summary: `Net ${kind} rebates by party and period, with the sum of the filter (paged)`,
            querystring: rebateListQuerySchema,
            response: { 200: envelopeSchema(rebateTotalsAnswerSchema) },
          },
        },
        async (request) => okEnvelope(request, await rebates.listPartyTotals(kind, request.query)),
      );
    }

    api.post(
      '/erp/rebates/sales/apply',
      {
        config: { access: { tags: [tagOfKind.sales] } },
        schema: {
          tags: ['rebates'],
          summary: 'Apply a sales rule to a period: a row for every customer whose completed orders reach it',
          body: applySalesRebateRequestSchema,
          response: { 200: envelopeSchema(applyRebateAnswerSchema) },
        },
      },
      async (request) => okEnvelope(request, await rebates.applySales(request.body, requireSession(request).userId)),
    );

    api.post(
      '/erp/rebates/purchase/apply',
      {
        config: { access: { tags: [tagOfKind.purchase] } },
        schema: {
          tags: ['rebates'],
          summary: 'Apply a purchase rule to one supplier’s volume of a period (typed, yuan)',
          body: applyPurchaseRebateRequestSchema,
          response: { 200: envelopeSchema(applyRebateAnswerSchema) },
        },
      },
      async (request) => okEnvelope(request, await rebates.applyPurchase(request.body, requireSession(request).userId)),
    );
  });
}
