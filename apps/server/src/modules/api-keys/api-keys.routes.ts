import {
  apiKeySchema,
  createApiKeyAnswerSchema,
  createApiKeyRequestSchema,
  revokeApiKeyRequestSchema,
} from '@boardforge/contracts/api-keys.ts';
import { envelopeSchema } from '@boardforge/contracts/envelope.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../plugins/access.ts';
import { okEnvelope } from '../../plugins/envelope.ts';
import type { ApiKeysService } from './api-keys.service.ts';

/**
 * The customer's API keys under /apiKeys: list, create (the secret answered once), revoke. Managed from the member
 * area with a session only: a key cannot mint or revoke keys (these calls are not in api-key-scopes.ts).
 */
export function registerApiKeysRoutes(app: FastifyInstance, services: { apiKeys: ApiKeysService }): void {
  void app.register(async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    const tags = ['api-keys'];

    api.get(
      '/apiKeys/list',
      {
        config: { access: 'client' },
        schema: {
          tags,
          summary: 'Own live API keys, the newest first (never their secrets)',
          response: { 200: envelopeSchema(z.array(apiKeySchema)) },
        },
      },
      async (request) => okEnvelope(request, await services.apiKeys.listOwn(requireSession(request).userId)),
    );

    api.post(
      '/apiKeys/create',
      {
        config: { access: 'client' },
        schema: {
          tags,
          summary: 'Create an API key with a name and scopes; its secret is answered this once',
          body: createApiKeyRequestSchema,
          response: { 200: envelopeSchema(createApiKeyAnswerSchema) },
        },
      },
      async (request) =>
        okEnvelope(request, await services.apiKeys.create(requireSession(request).userId, request.body)),
    );

    api.post(
      '/apiKeys/revoke',
      {
        config: { access: 'client' },
        schema: {
          tags,
          summary: 'Revoke an own API key at once',
          body: revokeApiKeyRequestSchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await services.apiKeys.revoke(requireSession(request).userId, request.body.id);
        return okEnvelope(request, null);
      },
    );
  });
}
