import type { ApiEnvelope, ErrorCode, ErrorData, ErrorReason, FieldError } from '@boardforge/contracts/envelope.ts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { selectLanguage, translate } from '../i18n/messages.ts';
import { AppError, FieldAppError, isAppError } from '../lib/app-error.ts';
import { reasonOfRefusal } from '../lib/error-reasons.ts';
import { describeMalformedMultipart } from './malformed-multipart.ts';
import { describeValidationIssues } from './validation-messages.ts';

/** Wraps a route's data in the success envelope `{ code: '200', msg, data }`. */
export function okEnvelope<T>(request: FastifyRequest, data: T): ApiEnvelope<T> & { code: '200' } {
  return { code: '200', msg: request.t('common.ok'), data };
}

/**
 * Sends an error envelope whose code is also the HTTP status; `data` carries the refusal's stable reason
 * (lib/error-reasons.ts) and, for a 400, the fields it names.
 */
export function sendErrorEnvelope(
  reply: FastifyReply,
  code: ErrorCode,
  msg: string,
  details: { fieldErrors?: FieldError[] | undefined; reason?: ErrorReason | undefined } = {},
): FastifyReply {
  const fieldErrors = details.fieldErrors ?? [];
  const reason = details.reason ?? reasonOfRefusal(code, { hasFieldErrors: fieldErrors.length > 0 });
  const data: ErrorData = fieldErrors.length > 0 ? { reason, errors: fieldErrors } : { reason };
  return reply.code(Number(code)).type('application/json; charset=utf-8').send({ code, msg, data });
}

/** The body limit of the request's route in binary units (1 MiB for most, 4 KiB for a visit log), for the 413 message. */
function describeBodyLimit(request: FastifyRequest): string {
  const bytes = request.routeOptions.bodyLimit ?? 1024 * 1024;
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MiB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
}

/** Fastify's own 4xx errors by code: the answer code and the catalogue message to use. */
function mapFrameworkError(error: FastifyError, request: FastifyRequest): { code: ErrorCode; msg: string } | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { code: '400', msg: request.t('errors.invalidJson') };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { code: '400', msg: request.t('errors.emptyJson') };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        code: '415',
        msg: request.t('errors.unsupportedMediaType', { contentType: request.headers['content-type'] ?? 'none' }),
      };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { code: '413', msg: request.t('errors.payloadTooLarge', { limit: describeBodyLimit(request) }) };
    default:
      break;
  }
  // JSON.parse's SyntaxError surfaces with status 400 and no FST code on some paths.
  if (error instanceof SyntaxError && error.statusCode === 400)
    return { code: '400', msg: request.t('errors.invalidJson') };
  const status = error.statusCode ?? 500;
  if (status === 413)
    return { code: '413', msg: request.t('errors.payloadTooLarge', { limit: describeBodyLimit(request) }) };
  if (status === 415) {
    return {
      code: '415',
      msg: request.t('errors.unsupportedMediaType', { contentType: request.headers['content-type'] ?? 'none' }),
    };
  }
  if (status === 404) return { code: '404', msg: request.t('errors.fileNotFound', { path: request.url }) };
  if (status === 403) return { code: '403', msg: request.t('errors.forbidden') };
  if (status === 429) return { code: '429', msg: request.t('errors.tooManyRequests', { seconds: 60 }) };
  if (status >= 400 && status < 500) return { code: '400', msg: request.t('errors.badRequest') };
  return undefined;
}

/**
 * The one error handler: AppError → its code and translated message; zod validation → 400 naming
 * the fields and limits; a malformed multipart body → 400 (malformed-multipart.ts); Fastify's parse/size/type
 * errors → 400/413/415; anything else → 500 with a generic message, the details only in the log.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isAppError(error)) {
      if (error.code === '500' || error.code === '503') request.log.error({ err: error }, 'service error');
      const msg = request.t(error.messageKey, error.params);
      // A FieldAppError names its field; its message is rendered here, in the request's language.
      const fieldErrors = error instanceof FieldAppError ? [{ field: error.field, message: msg }] : error.fieldErrors;
      const reason = reasonOfRefusal(error.code, {
        reason: error.reason,
        messageKey: error.messageKey,
        hasFieldErrors: (fieldErrors?.length ?? 0) > 0,
      });
      return sendErrorEnvelope(reply, error.code, msg, { fieldErrors, reason });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const source = readValidationSource(request, error.validationContext);
      const fieldErrors = describeValidationIssues(error.validation, source, request);
      const details = fieldErrors.map((fieldError) => fieldError.message).join('; ');
      return sendErrorEnvelope(reply, '400', request.t('validation.summary', { details }), {
        fieldErrors,
        reason: 'field.invalid',
      });
    }
    const malformedMultipart = describeMalformedMultipart(error, request);
    if (malformedMultipart) {
      request.log.info({ code: error.code, status: '400' }, error.message);
      return sendErrorEnvelope(reply, '400', request.t(malformedMultipart));
    }
    const mapped = mapFrameworkError(error, request);
    if (mapped) {
      request.log.info({ code: error.code, status: mapped.code }, error.message);
      return sendErrorEnvelope(reply, mapped.code, mapped.msg);
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendErrorEnvelope(reply, '500', request.t('errors.internal'));
  });
}

function readValidationSource(request: FastifyRequest, context: string | undefined): unknown {
  switch (context) {
    case 'body':
      return request.body;
    case 'querystring':
      return request.query;
    case 'params':
      return request.params;
    case 'headers':
      return request.headers;
    default:
      return undefined;
  }
}

/**
 * Fastify's `frameworkErrors`: a URL it cannot route (a malformed percent-escape, a path segment over
 * the parameter length limit) answers a 400 in the envelope instead of Fastify's own JSON shape.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  request.log.info({ code: error.code }, error.message);
  // Fastify builds this request before routing, without the app's request decorators (no `request.t`).
  const header = request.headers['accept-language'];
  const language = selectLanguage(typeof header === 'string' ? header : undefined);
  const msg =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? translate(language, 'errors.pathParameterTooLong', { limit: maxPathParameterLength })
      : translate(language, 'errors.badUrl');
  sendErrorEnvelope(reply, '400', msg);
}

/** The longest path parameter a route takes (Fastify's `maxParamLength`). */
export const maxPathParameterLength = 100;

/** A fallback for unmatched URLs (the SPA): answers and returns true when it handled the request. */
export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

/** Unknown routes answer 404 in the envelope, after the web app's fallback had its chance. */
export function registerNotFoundHandler(app: FastifyInstance, fallback?: NotFoundFallback): void {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === '/api' || path.startsWith('/api/');
    if (!isApi && fallback?.(request, reply)) return reply;
    const msg = isApi
      ? request.t('errors.notFound', { method: request.method, path })
      : request.t('errors.fileNotFound', { path });
    return sendErrorEnvelope(reply, '404', msg);
  });
}

/** Makes the error a rate limiter throws: a 429 AppError telling when to retry. */
export function buildRateLimitError(_request: FastifyRequest, context: { ttl: number }): AppError {
  return new AppError('429', 'errors.tooManyRequests', { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) });
}
