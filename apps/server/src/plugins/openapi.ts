import { uploadFileFormSchema } from '@boardforge/contracts/files.ts';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { findApiKeyScope } from '../modules/api-keys/api-key-scopes.ts';
import type { RouteAccess } from './access.ts';
import { finishOpenApiDocument } from './openapi-document.ts';

/**
 * The docs page's CSP: swagger-ui loads only its own scripts and styles from /api/docs/static, but
 * injects inline styles and data: images, and fetches /api/docs/json; the validator badge is off.
 */
const docsContentSecurityPolicy = [
  "default-src 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
].join('; ');

/** What the docs page says before the operations: the envelope, authentication and how to build a client. */
const overview = [
  'Instant quotes and orders for PCB, SMT, stencils and BOM sourcing.',
  '',
  '## Answers',
  'Every answer is `{ code, msg, data }`; `code` is a string equal to the HTTP status. A refusal carries ' +
    '`data.reason`, a stable name to act on (`field.invalid` with `data.errors` naming each field, `auth.required`, ' +
    '`resource.notFound`, `rate.limited`, …); `msg` is for people, in the language of `Accept-Language` (`zh…` or English).',
  '',
  '## Authentication',
  'Quotes and the other public calls need no login. Every other call needs a session: log in with ' +
    '`POST /api/user/land` (`{ "username", "password", "loginType": "client" }` for a customer, `"manage"` for staff); ' +
    'the answer sets the `sid` cookie (httpOnly), which each later call sends back. `POST /api/user/logout` ends the ' +
    'session. A state-changing call sent with a session and an `Origin` header must come from the site itself ' +
    '(403 `access.crossSite`).',
  '',
  '### API keys',
  'A script uses a customer API key instead: create one in the member area (API keys) with the scopes it needs ' +
    '(`quote`, `files`, `orders:read`, `orders:write`, `webhooks`) and send `Authorization: Bearer bf_live_…` ' +
    'with no cookie. The key acts as its owner with only those scopes: each call that takes a key names its scope as ' +
    '`x-api-key-scope` and lists the `apiKey` scheme; other calls, and every staff call, refuse keys (403 ' +
    '`apiKey.scopeMissing`). A malformed, unknown, revoked or expired key answers 401 (`apiKey.malformed`, `apiKey.unknown`, ' +
    '`apiKey.revoked`, `apiKey.expired` — a key may be given a lifetime of 1 to 365 days); a key sent with a session cookie answers 400 `apiKey.withSession`; each key has its own ' +
    'request limit a minute (429 `rate.limited`). Keys are shown once when created; revoke a leaked one at once.',
  '',
  '```bash',
  "curl -c cookies.txt -H 'content-type: application/json' \\",
  '  -d \'{"username":"13800000000","password":"…","loginType":"client"}\' http://localhost:3000/api/user/land',
  'curl -b cookies.txt http://localhost:3000/api/user/me',
  '```',
  '',
  '## A typed client',
  'This document is OpenAPI 3.0 with an operationId on every call. For example ' +
    '`npx openapi-typescript http://localhost:3000/api/docs/json -o schema.d.ts` writes TypeScript types of every ' +
    'path, body and answer; `examples/api-client/` in the repository quotes a board with them, and orders and pays ' +
    'one with an API key.',
].join('\n');

/** The route's access as the document states it: `x-access`, and the permission tags of a staff route. */
function accessExtensions(access: RouteAccess | undefined): Record<string, unknown> {
  if (access === undefined || typeof access === 'string') return { 'x-access': access ?? 'public' };
  return { 'x-access': 'permission', 'x-permissions': [...access.tags] };
}

/**
 * A route with a request limit: a `config.rateLimit`, or a limit its own words state (the quotes' shared per-IP
 * limit is a route hook, and the code senders count in their service; their summaries name the limit).
 */
function isRateLimited(route: RouteOptions): boolean {
  const words = `${route.schema?.summary ?? ''} ${route.schema?.description ?? ''}`;
  return route.config?.rateLimit != null || /\b429\b|\bper IP\b/i.test(words);
}

/** The API key scope a call takes, as `x-api-key-scope` (none: the call refuses keys). */
function apiKeyExtension(route: RouteOptions): Record<string, string> {
  const method = Array.isArray(route.method) ? route.method[0] : route.method;
  const scope = method === undefined ? undefined : findApiKeyScope(method, route.url);
  return scope ? { 'x-api-key-scope': scope } : {};
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The fields of a multipart/form-data body, for the document only (the route reads the parts from the stream and
     * checks them itself). Without it a multipart route is documented as taking one file in the part `file`.
     */
    multipartForm?: z.core.$ZodType;
  }
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** A multipart route's schema with its form as `body`, so the document states the parts (the route is unchanged). */
function withMultipartForm(input: TransformInput): TransformInput {
  // A route may declare no schema at all (a test's own route, say).
  const schema = input.schema as (FastifySchema & { consumes?: unknown }) | undefined;
  if (!schema || !Array.isArray(schema.consumes) || !schema.consumes.includes('multipart/form-data') || schema.body)
    return input;
  const route = input.route as RouteOptions;
  return { ...input, schema: { ...schema, body: route.config?.multipartForm ?? uploadFileFormSchema } };
}

/** OpenAPI 3 generated from the routes' zod schemas at GET /api/docs/json, browsable at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'BoardForge API', description: overview, version: '0.1.0' },
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: 'sid',
            description: 'The session cookie set by POST /api/user/land.',
          },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'bf_live_…',
            description:
              'A customer API key (member area → API keys) as `Authorization: Bearer bf_live_…`. It acts as its owner ' +
              'with only its scopes: the scope a call needs is its `x-api-key-scope`. Send no session cookie with it.',
          },
        },
      },
    },
    transform: (input) => {
      const result = jsonSchemaTransform(withMultipartForm(input));
      if (!result.schema || ('hide' in result.schema && result.schema.hide)) return result;
      const route = input.route as RouteOptions;
      return {
        ...result,
        schema: {
          ...result.schema,
          ...accessExtensions(route.config?.access),
          'x-rate-limited': isRateLimited(route),
          'x-starts-session': route.config?.startsSession === true,
          ...apiKeyExtension(route),
        },
      };
    },
    // Named schemas (zod `.meta({ id })`, such as the recursive MenuEntry) become components; then every operation
    // gets its id, security, refusals and samples.
    transformObject: (input) => finishOpenApiDocument(jsonSchemaTransformObject(input)),
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: docsContentSecurityPolicy,
    uiConfig: { validatorUrl: null, docExpansion: 'list', deepLinking: false },
  });
}
