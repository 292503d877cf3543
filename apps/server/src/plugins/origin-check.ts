import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route logs someone in (password, SMS code, registration): it refuses cross-site callers. */
    startsSession?: boolean;
  }
}

const stateChangingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Sec-Fetch-Site values a login may come with: `same-origin` (the web app) and `none` (a typed address
 * or a bookmark). `same-site` is another origin of the same registrable domain (a sibling subdomain,
 * perhaps someone else's): BoardForge serves its pages and API from one origin, so that is refused.
 */
const loginFetchSites = new Set(['same-origin', 'none']);

/**
 * Refuses with 403 `errors.crossSiteRequest`: a state-changing request whose Origin header names another
 * origin, and a session-starting route (`config.startsSession`) called by another site — by its
 * Sec-Fetch-Site, or a foreign Origin or Referer (older browsers) — whatever the method, so a link or
 * form elsewhere cannot log the visitor into someone else's account (login CSRF). Requests without
 * these headers (curl, scripts, tests) pass. The site's own origin is PUBLIC_ORIGIN or the request's
 * scheme, host and port (X-Forwarded-Proto/Host when TRUST_PROXY allows).
 */
export function registerOriginCheck(app: FastifyInstance, options: { publicOrigin: string | undefined }): void {
  // A callback hook (no promise per request): the check never waits on anything.
  app.addHook('onRequest', (request, _reply, done) => {
    try {
      checkOrigin(request, options.publicOrigin);
    } catch (error) {
      done(error as Error);
      return;
    }
    done();
  });
}

function checkOrigin(request: FastifyRequest, publicOrigin: string | undefined): void {
  // A key sent without cookies cannot be a browser riding on the visitor's session: the Origin rule does not apply.
  if (request.headers.authorization !== undefined && request.headers.cookie === undefined) return;
  const origin = request.headers.origin;
  const isSessionStart = request.routeOptions.config?.startsSession === true;
  if (origin !== undefined && (isSessionStart || stateChangingMethods.has(request.method))) {
    if (!isOwnOrigin(origin, request, publicOrigin)) refuse(request, { origin });
  }
  if (!isSessionStart) return;
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string' && !loginFetchSites.has(fetchSite.toLowerCase())) {
    refuse(request, { fetchSite });
  }
  const referer = request.headers.referer;
  if (referer !== undefined && !isOwnOrigin(referer, request, publicOrigin)) refuse(request, { referer });
}

/** Tells whether a URL (an Origin or Referer header value) is on the site itself: same scheme, host and port. */
export function isOwnOrigin(url: string, request: FastifyRequest, publicOrigin: string | undefined): boolean {
  const origin = readHttpOrigin(url);
  if (origin === undefined) return false; // "null" and other opaque origins are never our own
  if (publicOrigin !== undefined && origin === readHttpOrigin(publicOrigin)) return true;
  // request.protocol and request.host follow X-Forwarded-Proto/Host only when TRUST_PROXY trusts the sender.
  return origin === readHttpOrigin(`${request.protocol}://${request.host}`);
}

/** The normalised origin of an http(s) URL (lower-case host, default port dropped), or undefined. */
function readHttpOrigin(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

function refuse(request: FastifyRequest, headers: Record<string, string>): never {
  request.log.warn(headers, 'cross-site request refused');
  throw new AppError('403', 'errors.crossSiteRequest');
}
