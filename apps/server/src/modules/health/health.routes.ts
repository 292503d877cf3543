import { envelopeSchema } from '@boardforge/contracts/envelope.ts';
import { healthSchema, readinessSchema } from '@boardforge/contracts/health.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okEnvelope } from '../../plugins/envelope.ts';
import type { createHealthService } from './health.service.ts';

/** GET /health: the process is up and the database answers. GET /ready: the database and the file storage answer. */
export function registerHealthRoutes(
  app: FastifyInstance,
  services: { health: ReturnType<typeof createHealthService> },
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: envelopeSchema(healthSchema) },
      },
    },
    async (request) => okEnvelope(request, await services.health.checkHealth()),
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Readiness: the database and the file storage both answer (503 in the envelope otherwise)',
        response: { 200: envelopeSchema(readinessSchema) },
      },
    },
    async (request) => okEnvelope(request, await services.health.checkReadiness()),
  );
}
