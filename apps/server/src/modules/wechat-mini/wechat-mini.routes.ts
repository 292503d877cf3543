import { envelopeSchema } from '@boardforge/contracts/envelope.ts';
import { generateSchemeAnswerSchema, generateSchemeRequestSchema } from '@boardforge/contracts/wechat-mini.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okEnvelope } from '../../plugins/envelope.ts';
import type { WechatMiniService } from './wechat-mini.service.ts';

/** Each link costs a WeChat quota (and a call out), so one IP may ask only so often; the web app asks once a visit. */
const schemeRateLimit = { max: 20, timeWindow: '1 minute' };

/** POST /wechat/generateScheme (public): a link that opens the mini program from a phone's browser. */
export function registerWechatMiniRoutes(app: FastifyInstance, services: { wechatMini: WechatMiniService }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
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
    async (request) => okEnvelope(request, await services.wechatMini.generateScheme(request.body)),
  );
}
