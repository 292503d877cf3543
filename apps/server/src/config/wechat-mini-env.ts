import { readText } from './env-readers.ts';

/** The WeChat mini program whose URL-scheme API makes links that open it from a phone's browser. */
export type WechatMiniSettings = { apiBase: string; appId: string; appSecret: string };

/**
 * Reads WECHAT_MINI_APP_ID and WECHAT_MINI_APP_SECRET (documented in env.ts). Both unset: undefined, and
 * POST /api/wechat/generateScheme answers 503; one without the other is a configuration problem.
 * WECHAT_MINI_API_BASE points the calls elsewhere (tests use a local fake).
 */
export function readWechatMiniSettings(env: NodeJS.ProcessEnv, problems: string[]): WechatMiniSettings | undefined {
  const appId = readText(env.WECHAT_MINI_APP_ID);
  const appSecret = readText(env.WECHAT_MINI_APP_SECRET);
  const apiBase = (readText(env.WECHAT_MINI_API_BASE) ?? 'https://api.weixin.qq.com').replace(/\/+$/, '');
  if (!/^https?:\/\//.test(apiBase)) problems.push(`WECHAT_MINI_API_BASE must be an http(s) URL (got "${apiBase}")`);
  if (appId === undefined && appSecret === undefined) return undefined;
  if (appId === undefined || appSecret === undefined) {
    problems.push('WECHAT_MINI_APP_ID and WECHAT_MINI_APP_SECRET must be set together');
    return undefined;
  }
  return { apiBase, appId, appSecret };
}
