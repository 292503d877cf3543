import { envelopeSchema } from '@boardforge/contracts/envelope.ts';
import { menuTags } from '@boardforge/contracts/erp-menu.ts';
import {
  abcAnswerSchema,
  abcRequestSchema,
  salesPerformanceAnswerSchema,
  salesPerformanceRequestSchema,
} from '@boardforge/contracts/performance.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okEnvelope } from '../../plugins/envelope.ts';
import type { PerformanceService } from './performance.service.ts';

/**
 * The performance module, for staff holding the Performance menu (or `*:*:*`): POST /common/getABC and POST
 * /erp/performance/sales (revenue, margin and orders per salesperson and month).
 */
export function registerPerformanceRoutes(app: FastifyInstance, services: { performance: PerformanceService }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/common/getABC',
    {
      config: { access: { tags: [menuTags.performance] } },
      schema: {
        tags: ['performance'],
        summary: 'ABC analysis of revenue (payments − refunds) by customer or product in a date window',
        body: abcRequestSchema,
        response: { 200: envelopeSchema(abcAnswerSchema) },
      },
    },
    async (request) => okEnvelope(request, await services.performance.analyzeAbc(request.body)),
  );

  api.post(
    '/erp/performance/sales',
    {
      config: { access: { tags: [menuTags.performance] } },
      schema: {
        tags: ['performance'],
        summary:
          'Revenue (payments − refunds), cost, margin and order counts per salesperson and month in a date window',
        body: salesPerformanceRequestSchema,
        response: { 200: envelopeSchema(salesPerformanceAnswerSchema) },
      },
    },
    async (request) => okEnvelope(request, await services.performance.analyzeSales(request.body)),
  );
}
