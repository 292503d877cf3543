import type { ApiCode, FieldError } from '@boardforge/contracts/envelope.ts';
import type { MessageKey, MessageParams } from '../i18n/messages.ts';

/**
 * The one error services throw: an answer code (also the HTTP status), a message key of the
 * server catalogue with its parameters, and optional field errors for a 400.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ApiCode;
  readonly messageKey: MessageKey;
  readonly params: MessageParams;
  readonly fieldErrors: FieldError[] | undefined;

  constructor(
    code: ApiCode,
    messageKey: MessageKey,
    params: MessageParams = {},
    options: { fieldErrors?: FieldError[]; cause?: unknown } = {},
  ) {
    super(`${code} ${messageKey}`, { cause: options.cause });
    this.code = code;
    this.messageKey = messageKey;
    this.params = params;
    this.fieldErrors = options.fieldErrors;
  }
}

/** Tells whether a value is an AppError. */
export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
