import { z } from 'zod/mini';
import { loginAnswerSchema } from './auth.ts';
import { singleLineText } from './text.ts';

/**
 * POST /api/wechat/generateScheme: a page of the mini program and its query string (WeChat's limits: the path of a
 * published page, the query at most 1024 characters). An empty path opens the mini program's home page.
 */
export const generateSchemeRequestSchema = z.object({
  path: z._default(singleLineText().check(z.maxLength(100)), ''),
  query: z._default(singleLineText().check(z.maxLength(1024)), ''),
});
export type GenerateSchemeRequest = z.input<typeof generateSchemeRequestSchema>;

/** POST /api/wechat/generateScheme answer: the weixin:// link that opens the mini program from a phone's browser. */
export const generateSchemeAnswerSchema = z.object({ openlink: z.string() });
export type GenerateSchemeAnswer = z.infer<typeof generateSchemeAnswerSchema>;

/** GET /api/wechat/miniProgram answer: whether this server can open the mini program (so phones ask for a link only then). */
export const miniProgramStatusSchema = z.object({ configured: z.boolean() });
export type MiniProgramStatus = z.infer<typeof miniProgramStatusSchema>;

/**
 * POST /api/wechat/exchangeHandoff: the hand-off token a link for a logged-in visitor carried (`handoff=` in the mini
 * program's query), sent by the mini program's backend; answered with that user's info once.
 */
export const exchangeHandoffRequestSchema = z.object({ token: z.string().check(z.minLength(1), z.maxLength(512)) });
export type ExchangeHandoffRequest = z.input<typeof exchangeHandoffRequestSchema>;

/** POST /api/wechat/exchangeHandoff answer: the user who opened the mini program, as a login answers it. */
export const exchangeHandoffAnswerSchema = loginAnswerSchema;
