import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/** What the audit log copies from the request an action arrived on. */
export type RequestContext = { requestId: string; ip: string };

const storage = new AsyncLocalStorage<RequestContext>();

/**
 * Runs every request inside its own context (request id and IP), so a module writing an audit row deep inside a
 * service needs no extra parameter threaded through every route and service to name the request it came from.
 */
export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    storage.run({ requestId: request.id, ip: request.ip }, done);
  });
}

/** The current request's id and IP, or undefined outside a request (a background job, a test calling a service). */
export function readRequestContext(): RequestContext | undefined {
  return storage.getStore();
}
