import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

const saneRequestId = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's genReqId: keeps a sane incoming X-Request-Id (from a proxy), else makes a UUID. */
export function generateRequestId(request: Pick<IncomingMessage, 'headers'>): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && saneRequestId.test(incoming) ? incoming : randomUUID();
}

/** Echoes the request id on every answer, errors and 404s included (a callback hook: no promise per request). */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
}
