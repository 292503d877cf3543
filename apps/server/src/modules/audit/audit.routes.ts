import { auditListAnswerSchema, auditListQuerySchema } from '@boardforge/contracts/audit.ts';
import { envelopeSchema } from '@boardforge/contracts/envelope.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okEnvelope } from '../../plugins/envelope.ts';
import type { AuditService } from './audit.service.ts';

/** The audit log (操作日志): GET /erp/audit/list (`audit:view`). */
export function registerAuditRoutes(app: FastifyInstance, services: { audit: AuditService }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/erp/audit/list',
    {
      config: { access: { tags: ['audit:view'] } },
      schema: {
        tags: ['audit'],
        summary: 'Staff actions by person, kind, object and days, newest first, paged and counted',
        querystring: auditListQuerySchema,
        response: { 200: envelopeSchema(auditListAnswerSchema) },
      },
    },
    async (request) => okEnvelope(request, await services.audit.listEntries(request.query)),
  );
}
