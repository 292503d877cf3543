import { envelopeSchema } from '@boardforge/contracts/envelope.ts';
import {
  exchangeHandoffAnswerSchema,
  exchangeHandoffRequestSchema,
  generateSchemeAnswerSchema,
  generateSchemeRequestSchema,
  miniProgramStatusSchema,
} from '@boardforge/contracts/wechat-mini.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okEnvelope } from '../../plugins/envelope.ts';
import type { WechatMiniService } from './wechat-mini.service.ts';

/** Each link costs a WeChat quota (and a call out), so one IP may ask only so often; the web app asks once a visit. */
const schemeRateLimit = { max: 20, timeWindow: '1 minute' };
/** A token is 22 random bytes under a signature: the limit only stops guessing at scale, the mini program asks once. */
const exchangeRateLimit = { max: 30, timeWindow: '1 minute' };

/**
 * GET /wechat/miniProgram (public): whether the mini program is configured, so phones do not ask for a link (and
 * get a 503) on a server without one. POST /wechat/generateScheme (public): a link that opens the mini program, with
 * a hand-off token for a logged-in caller. POST /wechat/exchangeHandoff (public: the token is the credential): the
 * mini program's backend learns once who opened it.
 */
export function registerWechatMiniRoutes(app: FastifyInstance, services: { wechatMini: WechatMiniService }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/wechat/miniProgram',
    {
      config: { access: 'public' },
      schema: {
        tags: ['wechat'],
        summary: 'Whether this server has mini-program settings (generateScheme answers 503 without them)',
        response: { 200: envelopeSchema(miniProgramStatusSchema) },
      },
    },
    async (request, reply) => {
      // Settings change only with a restart: a phone may keep the answer for its visit.
      reply.header('cache-control', 'public, max-age=300');
      return okEnvelope(request, services.wechatMini.status());
    },
  );
  api.post(
    '/wechat/generateScheme',
    {
      config: { access: 'public', rateLimit: schemeRateLimit },
      schema: {
        tags: ['wechat'],
        summary: 'A weixin:// link to a mini-program page (WeChat URL-scheme API); 503 when not configured',
        body: generateSchemeRequestSchema,
        response: { 200: envelopeSchema(generateSchemeAnswerSchema) },
      },
    },
    async (request) => {
      const caller = request.currentSession ? { userId: request.currentSession.userId } : undefined;
      return okEnvelope(request, await services.wechatMini.generateScheme(request.body, caller));
    },
  );
  api.post(
    '/wechat/exchangeHandoff',
    {
      config: { access: 'public', rateLimit: exchangeRateLimit },
      schema: {
        tags: ['wechat'],
        summary: 'The user a hand-off token of a mini-program link names; the token works once, for 5 minutes',
        body: exchangeHandoffRequestSchema,
        response: { 200: envelopeSchema(exchangeHandoffAnswerSchema) },
      },
    },
    async (request) => okEnvelope(request, await services.wechatMini.exchangeHandoff(request.body.token)),
  );
}
