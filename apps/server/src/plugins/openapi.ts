import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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

/** OpenAPI 3 generated from the routes' zod schemas at GET /api/docs/json, browsable at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'BoardForge API',
        description: 'Every answer is { code, msg, data }; code is a string equal to the HTTP status.',
        version: '0.1.0',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: docsContentSecurityPolicy,
    uiConfig: { validatorUrl: null, docExpansion: 'list', deepLinking: false },
  });
}
