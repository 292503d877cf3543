import { getCodeAnswerSchema, getCodeQuerySchema } from '@boardforge/contracts/accounts.ts';
import { envelopeSchema } from '@boardforge/contracts/envelope.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okEnvelope } from '../../plugins/envelope.ts';
import { registerFieldErrorMessages } from '../accounts/field-errors.ts';
import type { VerificationCodesService } from './verification-codes.service.ts';

/** GET /user/getCode: sends an SMS code for register, login or reset. */
export function registerVerificationCodesRoutes(
  app: FastifyInstance,
  services: { verificationCodes: VerificationCodesService },
): void {
  void app.register(async (scope) => {
    registerFieldErrorMessages(scope);
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
  });
}
