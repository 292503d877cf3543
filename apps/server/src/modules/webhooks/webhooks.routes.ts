import { envelopeSchema } from '@boardforge/contracts/envelope.ts';
import {
  createWebhookRequestSchema,
  resendWebhookRequestSchema,
  updateWebhookRequestSchema,
  webhookAttemptSchema,
  webhookEndpointSchema,
  webhookIdRequestSchema,
  webhookLogQuerySchema,
  webhookSecretAnswerSchema,
} from '@boardforge/contracts/webhooks.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../plugins/access.ts';
import { okEnvelope } from '../../plugins/envelope.ts';
import type { WebhooksService } from './webhooks.service.ts';

/** The customer's webhook endpoints under /webhooks: register, list, change, rotate the secret, delete, the log. */
export function registerWebhooksRoutes(app: FastifyInstance, services: { webhooks: WebhooksService }): void {
  void app.register(async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    const tags = ['webhooks'];
    const done = envelopeSchema(z.null());

    api.get(
      '/webhooks/list',
      {
        config: { access: 'client' },
        schema: {
          tags,
          summary: 'Own webhook endpoints',
          response: { 200: envelopeSchema(z.array(webhookEndpointSchema)) },
        },
      },
      async (request) => okEnvelope(request, await services.webhooks.listOwn(requireSession(request).userId)),
    );

    api.post(
      '/webhooks/create',
      {
        config: { access: 'client' },
        schema: {
          tags,
          summary: 'Register an endpoint (at most 10); the signing secret is answered this once',
          body: createWebhookRequestSchema,
          response: { 200: envelopeSchema(webhookSecretAnswerSchema) },
        },
      },
      async (request) =>
        okEnvelope(request, await services.webhooks.create(requireSession(request).userId, request.body)),
    );

    api.post(
      '/webhooks/update',
      {
        config: { access: 'client' },
        schema: {
          tags,
          summary: "Change an own endpoint's events, pause or resume it",
          body: updateWebhookRequestSchema,
          response: { 200: done },
        },
      },
      async (request) => {
        await services.webhooks.update(requireSession(request).userId, request.body);
        return okEnvelope(request, null);
      },
    );

    api.post(
      '/webhooks/rotate',
      {
        config: { access: 'client' },
        schema: {
          tags,
          summary: 'A new signing secret for an own endpoint, answered this once',
          body: webhookIdRequestSchema,
          response: { 200: envelopeSchema(webhookSecretAnswerSchema) },
        },
      },
      async (request) =>
        okEnvelope(request, await services.webhooks.rotate(requireSession(request).userId, request.body.id)),
    );

    api.post(
      '/webhooks/delete',
      {
        config: { access: 'client' },
        schema: {
          tags,
          summary: 'Delete an own endpoint and its log',
          body: webhookIdRequestSchema,
          response: { 200: done },
        },
      },
      async (request) => {
        await services.webhooks.remove(requireSession(request).userId, request.body.id);
        return okEnvelope(request, null);
      },
    );

    api.get(
      '/webhooks/log',
      {
        config: { access: 'client' },
        schema: {
          tags,
          summary: "An own endpoint's delivery attempts, the newest first (50)",
          querystring: webhookLogQuerySchema,
          response: { 200: envelopeSchema(z.array(webhookAttemptSchema)) },
        },
      },
      async (request) =>
        okEnvelope(request, await services.webhooks.logOf(requireSession(request).userId, request.query.id)),
    );

    api.post(
      '/webhooks/resend',
      {
        config: { access: 'client' },
        schema: {
          tags,
          summary: 'Send a delivery again now',
          body: resendWebhookRequestSchema,
          response: { 200: done },
        },
      },
      async (request) => {
        await services.webhooks.resend(requireSession(request).userId, request.body.deliveryId);
        return okEnvelope(request, null);
      },
    );
  });
}
