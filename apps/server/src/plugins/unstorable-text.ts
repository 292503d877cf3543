import { escapeControlCharacters, findUnstorableText } from '@boardforge/contracts/text.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/** What a field of a request is named after in a refusal: the body, the query string or the path. */
const requestParts = ['params', 'query', 'body'] as const;

/**
 * The edge of the contracts' text rule (contracts/src/text.ts): before any schema runs, refuses a
 * request whose path parameters, query string or parsed body (nested values and object keys alike)
 * hold U+0000 or a lone surrogate, with a 400 naming the field. The schemas refuse them too, but a
 * route's free-form JSON (z.unknown()), a raw body or a schema someone forgets must not carry such
 * a string to PostgreSQL, which refuses it with an error that would otherwise be a 500.
 */
export function registerUnstorableTextCheck(scope: FastifyInstance): void {
  // A callback hook: the check is synchronous, and an async hook would cost every request a promise (issue 34).
  scope.addHook('preValidation', (request, _reply, done) => {
    for (const part of requestParts) {
      const path = findUnstorableText(request[part]);
      if (path !== undefined) {
        done(buildUnstorableTextError(request, path));
        return;
      }
    }
    done();
  });
}

/** The 400 naming a field (by its path) that holds an unstorable character, in the caller's language. */
export function buildUnstorableTextError(request: FastifyRequest, path: readonly (string | number)[]): AppError {
  const field = path.map((segment) => escapeControlCharacters(String(segment))).join('.');
  const message = request.t('validation.unstorableText', {
    field: field === '' ? request.t('validation.body') : field,
  });
  return new AppError('400', 'validation.summary', { details: message }, { fieldErrors: [{ field, message }] });
}
