import { outboxMessageSchema, outboxQuerySchema } from '@boardforge/contracts/accounts.ts';
import { envelopeSchema } from '@boardforge/contracts/envelope.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '../../plugins/envelope.ts';
import type { createOutboxService } from './notifications.service.ts';

/** GET /dev/outbox (development only: app.ts registers it only outside production). */
export function registerOutboxRoutes(
  app: FastifyInstance,
  services: { outbox: ReturnType<typeof createOutboxService> },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/dev/outbox',
    {
      config: { access: 'public' },
      schema: {
        tags: ['development'],
        summary: 'Texts and mails the development providers stored, newest first (never in production)',
        querystring: outboxQuerySchema,
        response: { 200: envelopeSchema(z.array(outboxMessageSchema)) },
      },
    },
    async (request) => okEnvelope(request, await services.outbox.listMessages(request.query.to)),
  );
}
