import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';

const stateChangingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses state-changing requests whose Origin header names another site (403). The site's own
 * origin is the request's Host (X-Forwarded-Host when TRUST_PROXY allows) or PUBLIC_ORIGIN.
 */
export function registerOriginCheck(app: FastifyInstance, options: { publicOrigin: string | undefined }): void {
  app.addHook('onRequest', async (request) => {
    if (!stateChangingMethods.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    if (!isOwnOrigin(origin, request, options.publicOrigin)) {
      request.log.warn({ origin }, 'cross-site request refused');
      throw new AppError('403', 'errors.crossSiteRequest');
    }
  });
}

/** Tells whether an Origin header value is the site itself. */
export function isOwnOrigin(origin: string, request: FastifyRequest, publicOrigin: string | undefined): boolean {
  if (publicOrigin !== undefined && origin === publicOrigin) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false; // "null" and other opaque origins are never our own
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  return parsed.host.toLowerCase() === request.host.toLowerCase();
}
