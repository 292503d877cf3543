import type { WechatMiniSettings } from '../../config/wechat-mini-env.ts';

/** WeChat answered with an errcode other than 0 (the errcode is safe to show; errmsg goes to the log). */
export class WechatApiError extends Error {
  override name = 'WechatApiError';
  readonly errcode: number;

  constructor(step: 'token' | 'scheme', errcode: number, errmsg: string) {
    super(`WeChat ${step} call failed: errcode ${errcode} (${errmsg})`);
    this.errcode = errcode;
  }
}

/** WeChat could not be reached, timed out or answered something that is not its JSON. */
export class WechatUnreachableError extends Error {
  override name = 'WechatUnreachableError';
}

// The token is renewed this long before WeChat says it expires, so a call never carries a token that dies in flight.
const refreshAheadMs = 5 * 60 * 1000;
const requestTimeoutMs = 10_000;
// Errcodes of a token WeChat no longer accepts (expired early, or replaced by another server fetching a new one).
const staleTokenCodes = new Set([40001, 40014, 42001]);

type WechatAnswer = { errcode?: number; errmsg?: string } & Record<string, unknown>;

/**
 * A client of the mini-program server API: the access token (GET /cgi-bin/token) is fetched once and cached until
 * shortly before it expires; callers waiting at the same time share one fetch. The AppSecret and the token travel
 * only in the request URLs, which are never logged or put into errors.
 */
export function createWechatMiniClient(settings: WechatMiniSettings, dependencies: { now: () => Date }) {
  let cached: { token: string; renewAt: number } | undefined;
  let pending: Promise<string> | undefined;

  async function callWechat(url: string, init: RequestInit = {}): Promise<WechatAnswer> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(requestTimeoutMs) });
    } catch (error) {
      // The error of fetch names no URL, but its cause may: keep only the kind of failure.
      throw new WechatUnreachableError(`WeChat request failed: ${error instanceof Error ? error.name : 'error'}`);
    }
    const body = (await response.json().catch(() => undefined)) as unknown;
    if (!response.ok || typeof body !== 'object' || body === null) {
      throw new WechatUnreachableError(`WeChat answered HTTP ${response.status} without its JSON`);
    }
    return body as WechatAnswer;
  }

  async function fetchToken(): Promise<string> {
    const url = new URL(`${settings.apiBase}/cgi-bin/token`);
    url.searchParams.set('grant_type', 'client_credential');
    url.searchParams.set('appid', settings.appId);
    url.searchParams.set('secret', settings.appSecret);
    const answer = await callWechat(url.toString());
    const token = answer.access_token;
    const expiresIn = Number(answer.expires_in);
    if (typeof token !== 'string' || !token || !Number.isFinite(expiresIn)) {
      throw new WechatApiError('token', Number(answer.errcode ?? -1), String(answer.errmsg ?? 'no access_token'));
    }
    const lifetimeMs = expiresIn * 1000;
    const renewAt = dependencies.now().getTime() + Math.max(lifetimeMs / 2, lifetimeMs - refreshAheadMs);
    cached = { token, renewAt };
    return token;
  }

  /** The cached access token, fetched anew when there is none or it is about to expire. */
  async function getAccessToken(): Promise<string> {
    if (cached && dependencies.now().getTime() < cached.renewAt) return cached.token;
    pending ??= fetchToken().finally(() => {
      pending = undefined;
    });
    return pending;
  }

  async function requestScheme(token: string, jump: { path: string; query: string }): Promise<WechatAnswer> {
    const url = `${settings.apiBase}/wxa/generatescheme?access_token=${encodeURIComponent(token)}`;
    return callWechat(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ jump_wxa: jump }),
    });
  }

  /** POST /wxa/generatescheme: a weixin:// link to a page of the mini program; a stale token is renewed once. */
  async function generateScheme(jump: { path: string; query: string }): Promise<string> {
    let answer = await requestScheme(await getAccessToken(), jump);
    if (staleTokenCodes.has(Number(answer.errcode))) {
      cached = undefined;
      answer = await requestScheme(await getAccessToken(), jump);
    }
    const errcode = Number(answer.errcode ?? 0);
    if (errcode !== 0 || typeof answer.openlink !== 'string' || !answer.openlink) {
      throw new WechatApiError('scheme', errcode, String(answer.errmsg ?? 'no openlink'));
    }
    return answer.openlink;
  }

  return { getAccessToken, generateScheme };
}
