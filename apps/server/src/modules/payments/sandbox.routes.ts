import type { AddressInfo } from 'node:net';
import { envelopeSchema } from '@boardforge/contracts/envelope.ts';
import {
  sandboxPageQuerySchema,
  sandboxPayAnswerSchema,
  sandboxPayRequestSchema,
} from '@boardforge/contracts/payments.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession } from '../../plugins/access.ts';
import { okEnvelope } from '../../plugins/envelope.ts';
import type { NotificationDelivery, SandboxService } from './sandbox.service.ts';
import { renderSandboxPage } from './sandbox-page.ts';

const notifyPath = '/api/pay/notify/sandbox';

/**
 * The sandbox gateway's pages (development only; app.ts does not register them in production): GET /dev/sandbox/page
 * and POST /dev/sandbox/pay (JSON, or the page's form, answered with a redirect back to the page).
 */
export function registerSandboxRoutes(app: FastifyInstance, services: { sandbox: SandboxService }): void {
  const deliver = createNotificationDelivery(app);

  app.register(async (scope) => {
    // The pay page's form posts application/x-www-form-urlencoded; only this scope reads it.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/dev/sandbox/page',
      {
        config: { access: 'client' },
        schema: {
          tags: ['payments'],
          summary: 'Sandbox gateway pay page (HTML, development only)',
          querystring: sandboxPageQuerySchema,
        },
      },
      async (request, reply) => {
        const view = await services.sandbox.viewPayPage(requireSession(request).userId, request.query.paymentId);
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(renderSandboxPage(request, view));
      },
    );

    api.post(
      '/dev/sandbox/pay',
      {
        config: { access: 'client' },
        schema: {
          tags: ['payments'],
          summary: 'Sandbox gateway: settle an own payment; it signs and posts a notification like a real gateway',
          body: sandboxPayRequestSchema,
          response: { 200: envelopeSchema(sandboxPayAnswerSchema) },
        },
      },
      async (request, reply) => {
        const settled = await services.sandbox.settlePayment(requireSession(request).userId, request.body, deliver);
        if (request.headers['content-type']?.startsWith('application/x-www-form-urlencoded'))
          return reply.redirect(`/api/dev/sandbox/page?paymentId=${encodeURIComponent(settled.paymentId)}`, 303);
        return okEnvelope(request, settled);
      },
    );
  });
}

/**
 * Delivers a notification as a gateway would: over real HTTP to the server's own listening address when it listens
 * (npm start), else through app.inject (tests, an app that is not listening) — the same routing, hooks and parsing.
 */
function createNotificationDelivery(app: FastifyInstance): NotificationDelivery {
  return async ({ body, headers }) => {
    const address = app.server.listening ? app.server.address() : null;
    if (address && typeof address === 'object') {
      const response = await fetch(`http://${formatHost(address)}:${address.port}${notifyPath}`, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      return response.status;
    }
    const response = await app.inject({ method: 'POST', url: notifyPath, headers, payload: body });
    return response.statusCode;
  };
}

function formatHost(address: AddressInfo): string {
  if (address.address === '0.0.0.0' || address.address === '') return '127.0.0.1';
  if (address.address === '::') return '[::1]';
  return address.family === 'IPv6' ? `[${address.address}]` : address.address;
}
