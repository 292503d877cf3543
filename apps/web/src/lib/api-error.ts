import { type ErrorReason, errorReasons, type FieldError } from '@boardforge/contracts/envelope.ts';

/** A failed API call: the envelope code ('400', '401', 'network', 'timeout', HTTP status…), message and data. */
export class ApiError extends Error {
  readonly code: string;
  readonly data: unknown;
  readonly fieldErrors: FieldError[];
  /** The server's stable `data.reason` (contracts `errorReasons`); undefined for network failures and timeouts. */
  readonly reason: ErrorReason | undefined;

  constructor(code: string, message: string, data: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.data = data;
    this.fieldErrors = readFieldErrors(data);
    this.reason = readReason(data);
  }

  /** The server's msg (same as message). */
  get msg(): string {
    return this.message;
  }
}

/** Pulls `data.reason` of an error answer when it is one the contracts know. */
function readReason(data: unknown): ErrorReason | undefined {
  if (typeof data !== 'object' || data === null || !('reason' in data)) return undefined;
  const reason = (data as { reason: unknown }).reason;
  return (errorReasons as readonly unknown[]).includes(reason) ? (reason as ErrorReason) : undefined;
}

/** Pulls `data.errors` of a 400 answer, ignoring anything malformed. */
function readFieldErrors(data: unknown): FieldError[] {
  if (typeof data !== 'object' || data === null || !('errors' in data)) return [];
  const errors = (data as { errors: unknown }).errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (entry): entry is FieldError =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as FieldError).field === 'string' &&
      typeof (entry as FieldError).message === 'string',
  );
}

/** Tells whether an unknown rejection is an ApiError. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
