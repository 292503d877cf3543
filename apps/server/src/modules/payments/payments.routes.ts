import { envelopeSchema } from '@boardforge/contracts/envelope.ts';
import {
  createPaymentAnswerSchema,
  createPaymentRequestSchema,
  paymentStatusAnswerSchema,
  paymentStatusQuerySchema,
} from '@boardforge/contracts/payments.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { requireSession } from '../../plugins/access.ts';
import { okEnvelope, sendErrorEnvelope } from '../../plugins/envelope.ts';
import {
  type NotificationOutcome,
  type NotifyingChannel,
  notifyingChannels,
  type PaymentNotificationsService,
} from './payment-notifications.ts';
import type { PaymentsService } from './payments.service.ts';

/** POST /pay/create, GET /pay/status (the customer's) and POST /pay/notify/:channel (the gateways'). */
export function registerPaymentsRoutes(
  app: FastifyInstance,
  services: { payments: PaymentsService; paymentNotifications: PaymentNotificationsService },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/pay/create',
    {
      config: { access: 'client' },
      schema: {
        tags: ['payments'],
        summary: 'Start paying the whole outstanding amount of an own order on a channel',
        body: createPaymentRequestSchema,
        response: { 200: envelopeSchema(createPaymentAnswerSchema) },
      },
    },
    async (request) =>
      okEnvelope(
        request,
        await services.payments.createPayment(requireSession(request).userId, request.body, {
          siteOrigin: `${request.protocol}://${request.host}`,
        }),
      ),
  );

  api.get(
    '/pay/status',
    {
      config: { access: 'client' },
      schema: {
        tags: ['payments'],
        summary: 'The status of an own payment',
        querystring: paymentStatusQuerySchema,
        response: { 200: envelopeSchema(paymentStatusAnswerSchema) },
      },
    },
    async (request) =>
      okEnvelope(
        request,
        await services.payments.readPaymentStatus(requireSession(request).userId, request.query.paymentId),
      ),
  );

  // Signatures cover the exact bytes the gateway sent, so this scope keeps every body as the raw text.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/pay/notify/:channel',
      {
        config: { access: 'public' },
        schema: {
          tags: ['payments'],
          summary: "A gateway's signed notification; answered in the gateway's format (Alipay: success / failure)",
          params: z.object({ channel: z.string() }),
        },
      },
      async (request, reply) => {
        const channel = request.params.channel;
        if (!(notifyingChannels as readonly string[]).includes(channel))
          throw new AppError('404', 'errors.notFound', { method: request.method, path: request.url });
        const outcome = await services.paymentNotifications.handleNotification(channel as NotifyingChannel, {
          rawBody: typeof request.body === 'string' ? request.body : '',
          headers: request.headers,
        });
        if (outcome.kind === 'refused')
          request.log.warn({ channel, reason: outcome.reason }, 'payment notification refused');
        return answerGateway(channel as NotifyingChannel, outcome, request, reply);
      },
    );
  });
}

/** Answers a gateway as it expects: Alipay plain `success`/`failure`, WeChat Pay `{ code, message }`, sandbox the envelope. */
function answerGateway(
  channel: NotifyingChannel,
  outcome: NotificationOutcome,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = outcome.kind === 'accepted' ? 200 : outcome.kind === 'refused' ? 400 : 503;
  switch (channel) {
    case 'alipay':
      return reply
        .code(status)
        .type('text/plain; charset=utf-8')
        .send(outcome.kind === 'accepted' ? 'success' : 'failure');
    case 'wechat':
      return reply
        .code(status)
        .type('application/json; charset=utf-8')
        .send(
          outcome.kind === 'accepted'
            ? { code: 'SUCCESS', message: 'OK' }
            : { code: 'FAIL', message: outcome.kind === 'refused' ? 'notification refused' : 'not configured' },
        );
    case 'sandbox':
      if (outcome.kind === 'accepted') return reply.send(okEnvelope(request, { recorded: outcome.recorded }));
      if (outcome.kind === 'unavailable')
        return sendErrorEnvelope(
          reply,
          '404',
          request.t('errors.notFound', { method: request.method, path: request.url }),
        );
      return sendErrorEnvelope(reply, '400', request.t('payments.notificationRefused'));
  }
}
