import type { FastifyInstance, onResponseHookHandler } from 'fastify';
import type { MetricsService } from '../modules/metrics/metrics.service.ts';

/**
 * Counts every answered request in the metrics under its route pattern (`/api/content/:id`, never the URL itself)
 * with its method, status and time. Each route gets a recorder of its own as it registers (no route lookup and no
 * label object per request: issue 34 measured this on the quote path); the requests no route matched (404s, the web
 * app's files) share one. Call before any route is registered.
 */
export function registerRequestMetrics(app: FastifyInstance, metrics: MetricsService): void {
  app.addHook('onRoute', (route) => {
    const record = metrics.createRouteRecorder(route.url);
    const hook: onResponseHookHandler = (request, reply, done) => {
      record(request.method, reply.statusCode, reply.elapsedTime / 1000);
      done();
    };
    const existing = route.onResponse;
    route.onResponse = existing === undefined ? [hook] : [...(Array.isArray(existing) ? existing : [existing]), hook];
  });
  const recordUnmatched = metrics.createRouteRecorder(undefined);
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) recordUnmatched(request.method, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}
