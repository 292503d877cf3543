import { loginAnswerSchema, loginRequestSchema } from '@boardforge/contracts/auth.ts';
import { envelopeSchema } from '@boardforge/contracts/envelope.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../plugins/access.ts';
import { okEnvelope } from '../../plugins/envelope.ts';
import { clearSessionCookies, readSessionToken, setSessionCookies } from '../../plugins/sessions.ts';
import type { FilesService } from '../files/files.service.ts';
import { handOverVisitorFiles } from '../files/visitor-cookie.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import type { createAuthService } from './auth.service.ts';

/** Routes of logging in and out: POST /user/land, POST /user/logout, GET /user/me. */
export function registerAuthRoutes(
  app: FastifyInstance,
  services: {
    auth: ReturnType<typeof createAuthService>;
    sessions: SessionsService;
    /** Hands a visitor's uploads (vid cookie) to the account logging in from that browser. */
    files?: Pick<FilesService, 'claimVisitorFiles'>;
  },
  limits: { loginsPerIpMinute: number } = { loginsPerIpMinute: 30 },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Per-IP ceiling on login attempts, on top of the per-account lock (LOGINS_PER_IP_MINUTE; 30 unless a rig raises it).
  const loginRateLimit = { max: limits.loginsPerIpMinute, timeWindow: '1 minute' };

  api.post(
    '/user/land',
    {
      config: { access: 'public', rateLimit: loginRateLimit, startsSession: true },
      schema: {
        tags: ['accounts'],
        summary: 'Log in with phone and password (client or manage portal)',
        body: loginRequestSchema,
        response: { 200: envelopeSchema(loginAnswerSchema) },
      },
    },
    async (request, reply) => {
      const started = await services.auth.loginWithPassword(request.body, readSessionToken(request));
      setSessionCookies(request, reply, started);
      await handOverVisitorFiles(request, started.session.userId, services.files);
      return okEnvelope(request, { userInfo: started.session.userInfo, role: started.session.role });
    },
  );

  api.post(
    '/user/logout',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'End the session and clear its cookies',
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request, reply) => {
      const token = readSessionToken(request);
      if (token) await services.sessions.endSession(token);
      clearSessionCookies(request, reply);
      return { code: '200' as const, msg: request.t('auth.loggedOut'), data: null };
    },
  );

  api.get(
    '/user/me',
    {
      config: { access: 'user' },
      schema: {
        tags: ['accounts'],
        summary: 'The logged-in user and role',
        response: { 200: envelopeSchema(loginAnswerSchema) },
      },
    },
    async (request) => {
      const session = requireSession(request);
      return okEnvelope(request, { userInfo: session.userInfo, role: session.role });
    },
  );
}
