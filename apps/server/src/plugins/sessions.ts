import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type CurrentSession, type StartedSession, sessionPolicy } from '../modules/sessions/sessions.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's live session, or null (loaded for /api routes before their access check). */
    currentSession: CurrentSession | null;
  }
}

/** Names of the cookies a session sets: only `sid` is trusted; the other two are for the web app. */
export const sessionCookieNames = { sid: 'sid', userInfo: 'userInfo', role: 'role' } as const;

/** Adds `request.currentSession` (null until the access hook loads it). */
export function registerSessionDecorator(app: FastifyInstance): void {
  app.decorateRequest('currentSession', null);
}

/** The session token of the `sid` cookie, if any. */
export function readSessionToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[sessionCookieNames.sid];
  return token ? token : undefined;
}

/**
 * Sets `sid` (httpOnly) and the readable `userInfo` (URI-encoded JSON) and `role` cookies, all
 * SameSite=Lax on path /, Secure over HTTPS; 30 days with remember-me, else browser-session cookies.
 */
export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, started: StartedSession): void {
  const base = {
    path: '/',
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
    ...(started.session.rememberMe ? { maxAge: Math.floor(sessionPolicy.absoluteLifetimeMs / 1000) } : {}),
  };
  reply.setCookie(sessionCookieNames.sid, started.token, { ...base, httpOnly: true });
  reply.setCookie(sessionCookieNames.userInfo, JSON.stringify(started.session.userInfo), { ...base, httpOnly: false });
  reply.setCookie(sessionCookieNames.role, started.session.role, { ...base, httpOnly: false });
}

/** Clears the three session cookies. */
export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  const options = { path: '/', sameSite: 'lax' as const, secure: request.protocol === 'https' };
  reply.clearCookie(sessionCookieNames.sid, { ...options, httpOnly: true });
  reply.clearCookie(sessionCookieNames.userInfo, options);
  reply.clearCookie(sessionCookieNames.role, options);
}
