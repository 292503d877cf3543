import { randomBytes } from 'node:crypto';
import { readText } from './env-readers.ts';

/**
 * The WeChat mini program whose URL-scheme API makes links that open it from a phone's browser, and the key that
 * signs the hand-off tokens those links carry (never sent to a browser).
 */
export type WechatMiniSettings = { apiBase: string; appId: string; appSecret: string; handoffKey: string };

// Outside production, without WECHAT_MINI_HANDOFF_KEY, the apps of this process share one random key: a restart
// only invalidates tokens that die minutes later anyway.
const processHandoffKey = randomBytes(32).toString('hex');

/**
 * Reads WECHAT_MINI_APP_ID and WECHAT_MINI_APP_SECRET (documented in env.ts). Both unset: undefined, and
 * POST /api/wechat/generateScheme answers 503; one without the other is a configuration problem.
 * WECHAT_MINI_API_BASE points the calls elsewhere (tests use a local fake). WECHAT_MINI_HANDOFF_KEY (at least 32
 * characters, required in production with a mini program) signs the hand-off tokens.
 */
export function readWechatMiniSettings(
  env: NodeJS.ProcessEnv,
  isProduction: boolean,
  problems: string[],
): WechatMiniSettings | undefined {
  const appId = readText(env.WECHAT_MINI_APP_ID);
  const appSecret = readText(env.WECHAT_MINI_APP_SECRET);
  const apiBase = (readText(env.WECHAT_MINI_API_BASE) ?? 'https://api.weixin.qq.com').replace(/\/+$/, '');
  if (!/^https?:\/\//.test(apiBase)) problems.push(`WECHAT_MINI_API_BASE must be an http(s) URL (got "${apiBase}")`);
  const handoffKey = readText(env.WECHAT_MINI_HANDOFF_KEY);
  if (handoffKey !== undefined && handoffKey.length < 32) {
    problems.push('WECHAT_MINI_HANDOFF_KEY must be at least 32 characters long');
  }
  if (appId === undefined && appSecret === undefined) return undefined;
  if (appId === undefined || appSecret === undefined) {
    problems.push('WECHAT_MINI_APP_ID and WECHAT_MINI_APP_SECRET must be set together');
    return undefined;
  }
  if (handoffKey === undefined && isProduction) {
    problems.push('WECHAT_MINI_HANDOFF_KEY is required with a mini program when NODE_ENV=production');
  }
  return { apiBase, appId, appSecret, handoffKey: handoffKey ?? processHandoffKey };
}
