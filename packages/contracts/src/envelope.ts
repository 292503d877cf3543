import { z } from 'zod/mini';

/** Every answer code of docs/api.md "Conventions"; the HTTP status is the same number. */
export const apiCodes = [
  '200',
  '400',
  '401',
  '403',
  '404',
  '408',
  '409',
  '413',
  '415',
  '429',
  '431',
  '500',
  '503',
] as const;
export type ApiCode = (typeof apiCodes)[number];
/** The code of a refusal: every answer code but 200. */
export type ErrorCode = Exclude<ApiCode, '200'>;

/** One invalid field of a 400 answer. */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Builds the `{ code, msg, data }` envelope schema around a data schema. */
export function envelopeSchema<T extends z.core.$ZodType>(data: T) {
  return z.object({ code: z.enum(apiCodes), msg: z.string(), data });
}

/**
 * The stable, machine-readable reason of every refusal (`data.reason` of an error answer). Clients decide what to
 * show and do from it, never from the HTTP number or the server's prose; a reason, once published, keeps its name.
 */
export const errorReasons = [
  /** 400: one or more fields are invalid; `data.errors` names them. */
  'field.invalid',
  /**
   * 400: the request as a whole cannot be read (not JSON, a malformed URL, a malformed multipart body, a file that is
   * not what it claims); 408: its headers did not arrive in time; 431: its request line and headers are over the limit.
   */
  'request.invalid',
  /** 413: a body, file or unpacked archive is over its size limit. */
  'field.tooLarge',
  /** 415: a file or body of a type the call does not take. */
  'file.wrongType',
  /** 400: an uploaded spreadsheet holds formula injection (contracts spreadsheet-formulas.ts); `msg` names the cell. */
  'file.formulaCell',
  /** 400: the login name or password (or code) is wrong. */
  'auth.badCredentials',
  /** 401: not logged in, or the session expired. */
  'auth.required',
  /** 429: the account is locked after too many wrong passwords. */
  'auth.locked',
  /** 429: more password checks of one account at once than the lock allows; nothing was counted, try again. */
  'auth.tooManyAtOnce',
  /** 403: the caller's role lacks the permission, or the record is not theirs. */
  'access.forbidden',
  /** 403: a state-changing or session-creating request came from another site. */
  'access.crossSite',
  /**
   * 403: the role a staff manager would give, or the staff user's current role, holds a page or tag the manager's own
   * role lacks (`msg` names the role and the tag): nobody grants, or manages, more than they hold.
   */
  'access.roleBeyondOwn',
  /** 404: the record or endpoint does not exist (or is not visible to the caller). */
  'resource.notFound',
  /** 409: the order left the status the caller saw; reload it. */
  'order.staleStatus',
  /** 409: the action is not possible from the order's current status. */
  'order.actionNotAllowed',
  /** 409: the design job left the status the caller saw; reload it. */
  'design.staleStatus',
  /** 409: the action is not possible from the design job's current status. */
  'design.actionNotAllowed',
  /** 409: the round named is not the one the action needs (a replaced round, or not the next one); reload it. */
  'design.staleRound',
  /** 409: an idempotency key was reused with a different request. */
  'request.idempotencyConflict',
  /** 409: the price book changed since the quote was made; quote again. */
  'priceBook.versionChanged',
  /** 409: the phone number or e-mail address already belongs to an account. */
  'account.taken',
  /** 400: an order of a customer on credit would take the unpaid total beyond the customer's credit limit. */
  'credit.limitExceeded',
  /** 400: the customer has an amount unpaid past the credit days: no new credit until it is paid. */
  'credit.overdue',
  /** 409: the content record changed since the editor loaded it; reload it. */
  'content.stale',
  /** 409: another conflict with the record's current state (a duplicate, an amount that does not match, out of stock). */
  'state.conflict',
  /** 429: too many requests (or codes, or messages) in the window; `msg` says when to retry. */
  'rate.limited',
  /** 401: the `Authorization: Bearer` value is not an API key's shape (or not a Bearer value). */
  'apiKey.malformed',
  /** 401: no API key has this value. */
  'apiKey.unknown',
  /** 401: the API key was revoked by its owner. */
  'apiKey.revoked',
  /** 401: the API key's lifetime (chosen when it was created) is over; create a new one. */
  'apiKey.expired',
  /** 403: the API key lacks the scope the call needs (`msg` names it), or the call takes no API key at all. */
  'apiKey.scopeMissing',
  /** 400: a request carried both an API key and a session cookie; send one. */
  'apiKey.withSession',
  /** 500: an unexpected error; details are only in the server log. */
  'server.internal',
  /** 503: a configured outside service (SMS, payment gateway, database) is missing or down. */
  'service.unavailable',
] as const;
export type ErrorReason = (typeof errorReasons)[number];

/** The data of an error answer: its reason, and for a 400 the invalid fields. */
export const errorDataSchema = z.object({
  reason: z.enum(errorReasons),
  errors: z.optional(z.array(fieldErrorSchema)),
});
export type ErrorData = z.infer<typeof errorDataSchema>;

/** The envelope of an error answer: `data` is `{ reason }`, with `errors` naming the fields of a 400. */
export const errorEnvelopeSchema = envelopeSchema(errorDataSchema);

export type ApiEnvelope<T> = { code: ApiCode; msg: string; data: T };

/** Page sizes a list accepts; 20 is the default. */
export const pageSizes = [10, 20, 30, 50] as const;
export const defaultPageSize = 20;

/** Paging fields every list request takes. */
export const pagingSchema = z.object({
  pageNum: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
  pageSize: z._default(
    z.coerce.number().check(
      z.int(),
      z.refine((value) => (pageSizes as readonly number[]).includes(value), {
        message: 'pageSize must be 10, 20, 30 or 50',
      }),
    ),
    defaultPageSize,
  ),
});

/** Builds the schema of a page of rows. */
export function pageSchema<T extends z.core.$ZodType>(row: T) {
  return z.object({
    rows: z.array(row),
    total: z.int(),
    pageNum: z.int(),
    pageSize: z.int(),
  });
}
