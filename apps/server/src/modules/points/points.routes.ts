import { envelopeSchema, pageSchema } from '@boardforge/contracts/envelope.ts';
import { pointsRowSchema, scoreListRequestSchema } from '@boardforge/contracts/points.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession } from '../../plugins/access.ts';
import { okEnvelope } from '../../plugins/envelope.ts';
import type { PointsService } from './points.service.ts';

/** POST /user/scorelist: the caller's points records, earned or spent. */
export function registerPointsRoutes(app: FastifyInstance, services: { points: PointsService }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/user/scorelist',
    {
      config: { access: 'client' },
      schema: {
        tags: ['points'],
        summary: 'Own points records, newest first (kind earn or spend; none: both)',
        body: scoreListRequestSchema,
        response: { 200: envelopeSchema(pageSchema(pointsRowSchema)) },
      },
    },
    async (request) =>
      okEnvelope(request, await services.points.listRecords(requireSession(request).userId, request.body)),
  );
}
