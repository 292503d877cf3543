import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { MetricsService } from './metrics.service.ts';

const bearerPrefix = 'Bearer ';

/**
 * GET /metrics: the Prometheus text of the app's metrics, for a caller sending `Authorization: Bearer <METRICS_TOKEN>`
 * (anything else: 401 in the envelope). Outside /api, so the API's access hook (which takes a Bearer header for an API
 * key) never sees it; registered only when METRICS_TOKEN is set, so without it the address answers 404.
 */
export function registerMetricsRoutes(
  app: FastifyInstance,
  services: { metrics: MetricsService },
  token: string,
): void {
  const expected = digest(token);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const header = request.headers.authorization;
    const sent = header?.startsWith(bearerPrefix) ? header.slice(bearerPrefix.length).trim() : '';
    // Compared as digests of equal length in constant time: the answer's timing tells nothing of the token.
    if (!timingSafeEqual(digest(sent), expected)) throw new AppError('401', 'metrics.badToken');
    const { contentType, body } = await services.metrics.render();
    return reply.header('cache-control', 'no-store').type(contentType).send(body);
  });
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}
