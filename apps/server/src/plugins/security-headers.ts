import type { FastifyInstance } from 'fastify';

/** The site's Content-Security-Policy: own origin only, plus what antd (inline styles) and live updates need. */
export const siteContentSecurityPolicy = [
  "default-src 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
].join('; ');

/** The security headers of every answer; HSTS only over HTTPS. */
export function listSecurityHeaders(isHttps: boolean): [name: string, value: string][] {
  return [
    ['content-security-policy', siteContentSecurityPolicy],
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['cross-origin-opener-policy', 'same-origin'],
    ...(isHttps ? [['strict-transport-security', 'max-age=31536000'] as [string, string]] : []),
  ];
}

/**
 * Sets the security headers on every answer (the API docs page widens its CSP in openapi.ts; what Node's parser
 * refuses before Fastify sees a request gets them in client-errors.ts). The two header sets are built once and the
 * hook takes a callback: an async hook costs every request a promise and a microtask (issue 34, the quote path).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const overHttp = Object.fromEntries(listSecurityHeaders(false));
  const overHttps = Object.fromEntries(listSecurityHeaders(true));
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.protocol === 'https' ? overHttps : overHttp);
    done();
  });
}
