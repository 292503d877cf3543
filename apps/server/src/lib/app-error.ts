import type { ErrorCode, ErrorReason, FieldError } from '@boardforge/contracts/envelope.ts';
import type { MessageKey, MessageParams } from '../i18n/messages.ts';

/**
 * The one error services throw: an answer code (also the HTTP status), a message key of the
 * server catalogue with its parameters, optional field errors for a 400, and the stable reason the
 * answer carries as `data.reason` (when not given, the error handler derives it from the message key
 * and code, lib/error-reasons.ts).
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly messageKey: MessageKey;
  readonly params: MessageParams;
  readonly fieldErrors: FieldError[] | undefined;
  readonly reason: ErrorReason | undefined;

  constructor(
    code: ErrorCode,
    messageKey: MessageKey,
    params: MessageParams = {},
    options: { fieldErrors?: FieldError[]; reason?: ErrorReason; cause?: unknown } = {},
  ) {
    super(`${code} ${messageKey}`, { cause: options.cause });
    this.code = code;
    this.messageKey = messageKey;
    this.params = params;
    this.fieldErrors = options.fieldErrors;
    this.reason = options.reason;
  }
}

/**
 * A 400 naming one field whose message is a catalogue key: services throw it without knowing the
 * request's language; the app's error handler renders the message in it, as `msg` and as the field's
 * entry of `data.errors`.
 */
export class FieldAppError extends AppError {
  readonly field: string;

  /**
   * A 409 (a duplicate, a guard on the record's state), a 413 (a file over its limit) or a 415 (a file of another
   * type) names its field too; its reason follows its message key, else its code.
   */
  constructor(
    field: string,
    messageKey: MessageKey,
    params: MessageParams = {},
    code: '400' | '409' | '413' | '415' = '400',
  ) {
    super(code, messageKey, params, code === '400' ? { reason: 'field.invalid' } : {});
    this.field = field;
  }
}

/** Tells whether a value is an AppError. */
export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
