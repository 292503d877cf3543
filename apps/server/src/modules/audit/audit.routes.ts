import { auditListAnswerSchema, auditListQuerySchema, recordExportRequestSchema } from '@boardforge/contracts/audit.ts';
import { envelopeSchema } from '@boardforge/contracts/envelope.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../plugins/access.ts';
import { okEnvelope } from '../../plugins/envelope.ts';
import type { AuditService } from './audit.service.ts';

/** An export reads up to 100 pages first, so a person making more than this many a minute is a script. */
const recordExportRateLimit = {
  max: 20,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => `export:${request.currentSession?.userId ?? request.ip}`,
};

/**
 * The audit log (操作日志): GET /erp/audit/list (`audit:view`); POST /erp/audit/recordExport (any staff member, access.ts
 * anyStaffRoutes: it records, under the caller's own name, an export of a list they could read, and answers null).
 */
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
  api.post(
    '/erp/audit/recordExport',
    {
      config: { access: 'staff', rateLimit: recordExportRateLimit },
      schema: {
        tags: ['audit'],
        summary:
          'Record an export (list, filters, row count) before the browser writes the file; 20 a minute per person',
        body: recordExportRequestSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const session = requireSession(request);
      await services.audit.recordExport(request.body, { userId: session.userId, role: session.role });
      return okEnvelope(request, null);
    },
  );
}
