import { envelopeSchema } from '@boardforge/contracts/envelope.ts';
import { sendFeedbackAnswerSchema, sendFeedbackRequestSchema } from '@boardforge/contracts/feedback.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okEnvelope } from '../../plugins/envelope.ts';
import type { FeedbackService } from './feedback.service.ts';

/** POST /common/sendmail (public): the contact page's feedback form. */
export function registerFeedbackRoutes(app: FastifyInstance, services: { feedback: FeedbackService }): void {
  void app.register(async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.post(
      '/common/sendmail',
      {
        config: { access: 'public' },
        schema: {
          tags: ['feedback'],
          summary: 'Leave a message for staff: stored, then mailed to STAFF_MAILBOX; at most 5 per IP an hour (429)',
          body: sendFeedbackRequestSchema,
          response: { 200: envelopeSchema(sendFeedbackAnswerSchema) },
        },
      },
      async (request) => okEnvelope(request, await services.feedback.sendFeedback(request.body, request.ip)),
    );
  });
}
