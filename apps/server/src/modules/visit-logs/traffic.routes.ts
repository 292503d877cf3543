import { envelopeSchema } from '@boardforge/contracts/envelope.ts';
import { trafficStatisticsAnswerSchema, trafficStatisticsRequestSchema } from '@boardforge/contracts/traffic.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okEnvelope } from '../../plugins/envelope.ts';
import type { TrafficService } from './traffic.service.ts';

/** Traffic statistics (流量统计): POST /erp/traffic/statistics (`traffic:view`: administrators, senior executives). */
export function registerTrafficRoutes(app: FastifyInstance, services: { traffic: TrafficService }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/erp/traffic/statistics',
    {
      config: { access: { tags: ['traffic:view'] } },
      schema: {
        tags: ['visit-logs'],
        summary:
          'Views and visitors per day, top and entry pages, referrers, languages, devices and quote-to-order conversion in ≤ 366 China-time days',
        body: trafficStatisticsRequestSchema,
        response: { 200: envelopeSchema(trafficStatisticsAnswerSchema) },
      },
    },
    async (request) => okEnvelope(request, await services.traffic.readStatistics(request.body)),
  );
}
