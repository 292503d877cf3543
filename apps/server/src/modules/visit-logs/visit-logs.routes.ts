import { envelopeSchema } from '@boardforge/contracts/envelope.ts';
import { saveVisitLogRequestSchema, visitLogMaxBodyBytes } from '@boardforge/contracts/visit-logs.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '../../plugins/envelope.ts';
import type { VisitLogsService } from './visit-logs.service.ts';

/** POST /common/saveLog (public): one visit-log entry, the body at most 4 KB (413 above). */
export function registerVisitLogsRoutes(
  app: FastifyInstance,
  services: { visitLogs: VisitLogsService },
  limits: { visitLogsPerIpMinute: number } = { visitLogsPerIpMinute: 60 },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Per-IP ceiling (VISIT_LOGS_PER_IP_MINUTE, 60 unless a rig raises it): a visitor clicking through pages sends one
  // entry per page view, far below it; a script flooding the table gets 429s (and the web app ignores them).
  const visitLogRateLimit = { max: limits.visitLogsPerIpMinute, timeWindow: '1 minute' };
  api.post(
    '/common/saveLog',
    {
      config: { access: 'public', rateLimit: visitLogRateLimit },
      bodyLimit: visitLogMaxBodyBytes,
      schema: {
        tags: ['visit-logs'],
        summary: 'Record a page view or other event (body ≤ 4 KB, else 413; 60 per minute per IP, else 429)',
        body: saveVisitLogRequestSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await services.visitLogs.saveVisitLog(request.body, {
        userId: request.currentSession?.userId,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return okEnvelope(request, null);
    },
  );
}
