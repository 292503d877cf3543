import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The visitor cookie: a random token naming a browser that uploaded without logging in. */
export const visitorCookieName = 'vid';

/** A visitor's files live 24 hours; the cookie as long. */
export const visitorFileLifetimeMs = 24 * 60 * 60 * 1000;

/** The `vid` token of a request, when it has a well-formed one. */
export function readVisitorToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[visitorCookieName];
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined;
}

/** The request's `vid` token, or a new random one set as an httpOnly, SameSite=Lax cookie. */
export function ensureVisitorToken(request: FastifyRequest, reply: FastifyReply): string {
  const existing = readVisitorToken(request);
  if (existing) return existing;
  const token = randomBytes(32).toString('base64url');
  reply.setCookie(visitorCookieName, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: Math.floor(visitorFileLifetimeMs / 1000),
  });
  return token;
}

/** The key a visitor's files are stored under: SHA-256 of the token, so the table hands out nothing. */
export function hashVisitorToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Hands the visitor's uploads (the `vid` cookie) to the account that just logged in or registered from
 * this browser. A failure is logged, never fatal: the login itself has succeeded.
 */
export async function handOverVisitorFiles(
  request: FastifyRequest,
  userId: string,
  files: { claimVisitorFiles: (visitorToken: string | undefined, userId: string) => Promise<number> } | undefined,
): Promise<void> {
  await files
    ?.claimVisitorFiles(readVisitorToken(request), userId)
    .catch((error: unknown) => request.log.warn({ err: error }, 'visitor files not handed over'));
}
