import { errorEnvelopeSchema } from '@boardforge/contracts/envelope.ts';
import { z } from 'zod';
import { codeSamples } from './openapi-samples.ts';

/**
 * Finishes the OpenAPI document @fastify/swagger builds from the routes (issue 17 point 1), so generators such as
 * openapi-typescript build a client from it: every operation gets an operationId, its security, the refusals it can
 * answer (the error envelope with `data.reason`, as shared components) and its call in curl, TypeScript and Python.
 * The route transform (openapi.ts) leaves each route's access and rate limit on the operation as `x-access`,
 * `x-permissions`, `x-rate-limited` and `x-starts-session` (the last two only for this file).
 */

type Schema = Record<string, unknown>;
type Parameter = { name: string; in: string; required?: boolean; schema?: Schema };
type Operation = {
  operationId?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, unknown>;
  security?: Record<string, string[]>[];
  'x-access'?: string;
  'x-rate-limited'?: boolean;
  'x-starts-session'?: boolean;
  'x-api-key-scope'?: string;
};
type OpenApiDocument = {
  info: Schema;
  tags?: { name: string }[];
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema>; responses?: Record<string, unknown>; [key: string]: unknown };
  [key: string]: unknown;
};

const stateChangingMethods = new Set(['post', 'put', 'patch', 'delete']);
const httpMethods = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);

/** The documented refusals: each a shared response with the reasons it carries (docs/api.md "Conventions"). */
const refusals = {
  '400': {
    name: 'BadRequest',
    description:
      'Invalid input. `data.reason` is `field.invalid` with `data.errors` naming each field and its limit, ' +
      '`request.invalid` when the request as a whole cannot be read, or a more specific reason of the call ' +
      '(`auth.badCredentials`, `credit.limitExceeded`, `credit.overdue`).',
    example: {
      code: '400',
      msg: 'Board length: at most 1200 mm',
      data: { reason: 'field.invalid', errors: [{ field: 'boardLength', message: 'Board length: at most 1200 mm' }] },
    },
  },
  '401': {
    name: 'Unauthorized',
    description: 'Not logged in, or the session ended: `data.reason` is `auth.required`. Log in again.',
    example: { code: '401', msg: 'Please log in', data: { reason: 'auth.required' } },
  },
  '403': {
    name: 'Forbidden',
    description:
      'Not allowed: `access.forbidden` (the role lacks the permission) or `access.crossSite` (a browser request ' +
      'from another site).',
    example: { code: '403', msg: 'Not allowed', data: { reason: 'access.forbidden' } },
  },
  '404': {
    name: 'NotFound',
    description: 'No such record, or it is not the caller’s: `data.reason` is `resource.notFound`.',
    example: { code: '404', msg: 'Not found', data: { reason: 'resource.notFound' } },
  },
  '409': {
    name: 'Conflict',
    description:
      'The state changed: `order.staleStatus`, `order.actionNotAllowed`, `request.idempotencyConflict`, ' +
      '`priceBook.versionChanged`, `account.taken`, `content.stale` or `state.conflict`. Re-read and decide again.',
    example: { code: '409', msg: 'The order changed meanwhile', data: { reason: 'order.staleStatus' } },
  },
  '413': {
    name: 'TooLarge',
    description: 'A body, file or archive over its limit: `data.reason` is `field.tooLarge`.',
    example: { code: '413', msg: 'Too large', data: { reason: 'field.tooLarge' } },
  },
  '429': {
    name: 'TooManyRequests',
    description:
      'Too many requests (`rate.limited`) or an account locked after wrong passwords (`auth.locked`), or too many password checks of one account at once (`auth.tooManyAtOnce`); `msg` says when to try again.',
    example: { code: '429', msg: 'Too many requests, try again in 1 minute', data: { reason: 'rate.limited' } },
  },
  '500': {
    name: 'ServerError',
    description: 'An unexpected error (`server.internal`); the details are only in the server’s log.',
    example: { code: '500', msg: 'Server error', data: { reason: 'server.internal' } },
  },
} as const;
type RefusalCode = keyof typeof refusals;

/** The error envelope as a component schema (OpenAPI 3.0 dialect, like the routes' schemas). */
function errorEnvelopeComponent(): Schema {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(errorEnvelopeSchema, { target: 'openapi-3.0' }) as Schema;
  return { ...schema, description: 'Every refusal: `data.reason` is the stable, machine-readable cause.' };
}

function refusalResponses(): Record<string, unknown> {
  return Object.fromEntries(
    Object.values(refusals).map(({ name, description, example }) => [
      name,
      {
        description,
        content: {
          'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' }, example },
        },
      },
    ]),
  );
}

/** The refusals an operation can answer, from its access, method, inputs and rate limit. */
function refusalsOf(method: string, operation: Operation): RefusalCode[] {
  const access = operation['x-access'] ?? 'public';
  const takesInput = Boolean(operation.parameters?.length || operation.requestBody);
  const codes: RefusalCode[] = ['400'];
  if (access !== 'public' || operation['x-api-key-scope']) codes.push('401');
  if ((access !== 'public' && access !== 'user') || stateChangingMethods.has(method)) codes.push('403');
  if (takesInput) codes.push('404');
  if (stateChangingMethods.has(method)) codes.push('409');
  if (operation.requestBody) codes.push('413');
  if (operation['x-rate-limited']) codes.push('429');
  codes.push('500');
  return codes;
}

/** `get` + `/api/user/avatar/{file}` → `getUserAvatarByFile`. */
function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter((segment) => segment && segment !== 'api')
    .flatMap((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment);
      return parameter ? ['by', ...parameter[1]!.split(/[^A-Za-z0-9]+/)] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return method + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

function completeOperation(method: string, path: string, operation: Operation, document: OpenApiDocument): void {
  const access = operation['x-access'] ?? 'public';
  const apiKeyScope = operation['x-api-key-scope'];
  // A call a key may make lists the bearer scheme as an alternative (on a public call: beside no credentials at all).
  const sessionSecurity = access === 'public' ? [{}] : [{ session: [] }];
  operation.security = apiKeyScope
    ? [...sessionSecurity, { apiKey: [] }]
    : access === 'public'
      ? []
      : [{ session: [] }];
  const responses = operation.responses ?? {};
  const done = responses['200'] as { description?: string } | undefined;
  if (done?.description === 'Default Response') done.description = 'Done: `code` is "200" and `data` the answer.';
  for (const code of refusalsOf(method, operation)) {
    responses[code] ??= { $ref: `#/components/responses/${refusals[code].name}` };
  }
  operation.responses = responses;
  const content = operation.requestBody?.content ?? {};
  const samples = codeSamples(
    {
      method,
      path,
      query: (operation.parameters ?? []).filter((parameter) => parameter.in === 'query' && parameter.required),
      body: content['application/json']?.schema,
      multipart: 'multipart/form-data' in content,
      needsSession: access !== 'public',
      startsSession: operation['x-starts-session'] === true,
      apiKeyScope,
    },
    (document.components?.schemas ?? {}) as Record<string, never>,
  );
  operation.description = [operation.description, samples].filter(Boolean).join('\n\n');
  delete operation['x-rate-limited'];
  delete operation['x-starts-session'];
}

/** Completes the document in place and returns it. */
export function finishOpenApiDocument<T extends object>(input: T): T {
  const document = input as unknown as OpenApiDocument;
  document.components ??= {};
  const components = document.components;
  components.schemas = { ...components.schemas, ErrorEnvelope: errorEnvelopeComponent() };
  components.responses = { ...components.responses, ...refusalResponses() };
  const usedIds = new Set<string>();
  const tags = new Set<string>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (!httpMethods.has(method)) continue;
      let id = operation.operationId ?? operationIdOf(method, path);
      for (let suffix = 2; usedIds.has(id); suffix += 1) id = `${operationIdOf(method, path)}${suffix}`;
      usedIds.add(id);
      operation.operationId = id;
      for (const tag of operation.tags ?? []) tags.add(tag);
      completeOperation(method, path, operation, document);
    }
  }
  document.tags = [...tags].sort().map((name) => ({ name }));
  return input;
}
