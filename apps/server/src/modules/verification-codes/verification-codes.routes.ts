import { getCodeAnswerSchema, getCodeQuerySchema, getMailCodeQuerySchema } from '@boardforge/contracts/accounts.ts';
import { envelopeSchema } from '@boardforge/contracts/envelope.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okEnvelope } from '../../plugins/envelope.ts';
import type { VerificationCodesService } from './verification-codes.service.ts';

/** GET /user/getCode and /user/getMailCode: send an SMS or mail code (the same limits). */
export function registerVerificationCodesRoutes(
  app: FastifyInstance,
  services: { verificationCodes: VerificationCodesService },
): void {
  void app.register(async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.get(
      '/user/getCode',
      {
        config: { access: 'public' },
        schema: {
          tags: ['accounts'],
          summary: 'Send a 6-digit SMS code (1 per phone per 60 s, 5 an hour, 10 a day; 20 per IP an hour)',
          querystring: getCodeQuerySchema,
          response: { 200: envelopeSchema(getCodeAnswerSchema) },
        },
      },
      async (request) =>
        okEnvelope(
          request,
          await services.verificationCodes.requestCode({
            phone: request.query.phone,
            purpose: request.query.type,
            ip: request.ip,
          }),
        ),
    );

    api.get(
      '/user/getMailCode',
      {
        config: { access: 'public' },
        schema: {
          tags: ['accounts'],
          summary: 'Mail a 6-digit code (1 per address per 60 s, 5 an hour, 10 a day; 20 per IP an hour)',
          querystring: getMailCodeQuerySchema,
          response: { 200: envelopeSchema(getCodeAnswerSchema) },
        },
      },
      async (request) =>
        okEnvelope(
          request,
          await services.verificationCodes.requestCode({
            email: request.query.email,
            purpose: request.query.type,
            ip: request.ip,
          }),
        ),
    );
  });
}
