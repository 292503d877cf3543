import type { FastifyInstance } from 'fastify';
import type { MessageKey, MessageParams } from '../../i18n/messages.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * A 400 naming one field whose message is a catalogue key: services throw it without knowing the
 * request's language; the scope handler of `registerFieldErrorMessages` renders the field message.
 */
export class FieldAppError extends AppError {
  readonly field: string;

  constructor(field: string, messageKey: MessageKey, params: MessageParams = {}) {
    super('400', messageKey, params);
    this.field = field;
  }
}

/**
 * Renders FieldAppErrors of a scope's routes in the request's language as `data.errors` and hands
 * every error on to the app's one error handler (an error handler that throws passes to its parent).
 */
export function registerFieldErrorMessages(scope: FastifyInstance): void {
  scope.setErrorHandler((error, request) => {
    if (error instanceof FieldAppError) {
      const message = request.t(error.messageKey, error.params);
      throw new AppError('400', error.messageKey, error.params, {
        fieldErrors: [{ field: error.field, message }],
        cause: error,
      });
    }
    throw error;
  });
}
