import {
  changePasswordRequestSchema,
  clientLandEnvelopeSchema,
  clientLandQuerySchema,
  emailLandRequestSchema,
  registerAnswerSchema,
  registerByEmailRequestSchema,
  registerRequestSchema,
  resetPasswordByEmailRequestSchema,
  resetPasswordRequestSchema,
} from '@boardforge/contracts/accounts.ts';
import { loginAnswerSchema } from '@boardforge/contracts/auth.ts';
import { envelopeSchema } from '@boardforge/contracts/envelope.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../plugins/access.ts';
import { okEnvelope } from '../../plugins/envelope.ts';
import { readSessionToken, setSessionCookies } from '../../plugins/sessions.ts';
import type { FilesService } from '../files/files.service.ts';
import { handOverVisitorFiles } from '../files/visitor-cookie.ts';
import type { AccountsService } from './accounts.service.ts';

/** Per-IP ceiling on the code-checking routes, on top of the per-code wrong-try limit. */
const codeCheckRateLimit = { max: 30, timeWindow: '1 minute' };

/** Routes of accounts: register, SMS and e-mail login, password reset (by SMS or e-mail) and change. */
export function registerAccountsRoutes(
  app: FastifyInstance,
  services: { accounts: AccountsService; files?: Pick<FilesService, 'claimVisitorFiles'> },
): void {
  void app.register(async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.post(
      '/customer/saveuser',
      {
        config: { access: 'public', rateLimit: codeCheckRateLimit, startsSession: true },
        schema: {
          tags: ['accounts'],
          summary: 'Register a customer with an SMS code (50 points; logs in)',
          body: registerRequestSchema,
          response: { 200: envelopeSchema(registerAnswerSchema) },
        },
      },
      async (request, reply) => {
        const started = await services.accounts.register(request.body, readSessionToken(request));
        setSessionCookies(request, reply, started);
        await handOverVisitorFiles(request, started.session.userId, services.files);
        const { session } = started;
        return okEnvelope(request, { uid: session.userId, userInfo: session.userInfo, role: session.role });
      },
    );

    api.post(
      '/customer/saveuserByEmail',
      {
        config: { access: 'public', rateLimit: codeCheckRateLimit, startsSession: true },
        schema: {
          tags: ['accounts'],
          summary: 'Register a customer with an e-mail code (50 points; logs in)',
          body: registerByEmailRequestSchema,
          response: { 200: envelopeSchema(registerAnswerSchema) },
        },
      },
      async (request, reply) => {
        const started = await services.accounts.registerByEmail(request.body, readSessionToken(request));
        setSessionCookies(request, reply, started);
        await handOverVisitorFiles(request, started.session.userId, services.files);
        const { session } = started;
        return okEnvelope(request, { uid: session.userId, userInfo: session.userInfo, role: session.role });
      },
    );

    api.post(
      '/customer/emailLand',
      {
        config: { access: 'public', rateLimit: codeCheckRateLimit, startsSession: true },
        schema: {
          tags: ['accounts'],
          summary: 'Log a customer in with an e-mail code',
          body: emailLandRequestSchema,
          response: { 200: envelopeSchema(loginAnswerSchema) },
        },
      },
      async (request, reply) => {
        const started = await services.accounts.loginWithEmailCode(request.body, readSessionToken(request));
        setSessionCookies(request, reply, started);
        await handOverVisitorFiles(request, started.session.userId, services.files);
        return okEnvelope(request, { userInfo: started.session.userInfo, role: started.session.role });
      },
    );

    api.get(
      '/customer/clientLand',
      {
        config: { access: 'public', rateLimit: codeCheckRateLimit, startsSession: true },
        schema: {
          tags: ['accounts'],
          summary: 'Log a customer in with an SMS code; data is the user info, role beside it',
          querystring: clientLandQuerySchema,
          response: { 200: clientLandEnvelopeSchema },
        },
      },
      async (request, reply) => {
        const started = await services.accounts.loginWithCode(request.query, readSessionToken(request));
        setSessionCookies(request, reply, started);
        await handOverVisitorFiles(request, started.session.userId, services.files);
        return { ...okEnvelope(request, started.session.userInfo), role: 'client' as const };
      },
    );

    api.post(
      '/user/resetPassword',
      {
        config: { access: 'public', rateLimit: codeCheckRateLimit },
        schema: {
          tags: ['accounts'],
          summary: 'Set a new password with a reset SMS code; ends every session of the account',
          body: resetPasswordRequestSchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await services.accounts.resetPassword(request.body);
        return { code: '200' as const, msg: request.t('accounts.passwordReset'), data: null };
      },
    );

    api.post(
      '/user/resetPasswordByEmail',
      {
        config: { access: 'public', rateLimit: codeCheckRateLimit },
        schema: {
          tags: ['accounts'],
          summary: 'Set a new password with a reset e-mail code; ends every session of the account',
          body: resetPasswordByEmailRequestSchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await services.accounts.resetPasswordByEmail(request.body);
        return { code: '200' as const, msg: request.t('accounts.passwordReset'), data: null };
      },
    );

    api.post(
      '/user/changePassword',
      {
        config: { access: 'user' },
        schema: {
          tags: ['accounts'],
          summary: 'Change the own password; ends the other sessions and renews this one',
          body: changePasswordRequestSchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request, reply) => {
        const started = await services.accounts.changePassword(requireSession(request), request.body);
        setSessionCookies(request, reply, started);
        return { code: '200' as const, msg: request.t('accounts.passwordChanged'), data: null };
      },
    );
  });
}
