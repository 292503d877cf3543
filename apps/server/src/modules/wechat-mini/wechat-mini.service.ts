import type { GenerateSchemeAnswer } from '@boardforge/contracts/wechat-mini.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { WechatMiniSettings } from '../../config/wechat-mini-env.ts';
import type { Db } from '../../db/client.ts';
import { AppError, FieldAppError } from '../../lib/app-error.ts';
import { findUserById, readUserRole, toUserInfo } from '../users/users.repository.ts';
import { createHandoffTokens, type HandoffRefusal } from './handoff-tokens.ts';
import { createWechatMiniClient, WechatApiError } from './wechat-mini-client.ts';

/** WeChat's limit of a jump query, which must still hold once the hand-off token is added. */
const maxQueryLength = 1024;

const refusalMessages = {
  invalid: 'wechat.handoffInvalid',
  expired: 'wechat.handoffExpired',
  used: 'wechat.handoffUsed',
} as const satisfies Record<HandoffRefusal, string>;

/**
 * Creates the mini-program service. Not configured: every call answers 503 saying so. WeChat unreachable: 503;
 * WeChat refusing (an errcode): 503 naming the errcode — docs/api.md's code for an outside service that is
 * missing or down (it has no 502); the errmsg is logged, never the AppSecret or the token.
 */
export function createWechatMiniService(dependencies: {
  settings: WechatMiniSettings | undefined;
  now: () => Date;
  db: Db;
  log?: FastifyBaseLogger;
}) {
  const { settings } = dependencies;
  const client = settings ? createWechatMiniClient(settings, dependencies) : undefined;
  const handoffs = settings
    ? createHandoffTokens({ key: settings.handoffKey, now: dependencies.now, db: dependencies.db })
    : undefined;

  /**
   * A weixin:// link that opens the mini program at `path` with `query`; for a logged-in caller the query also
   * carries `handoff=<token>`, which the mini program exchanges server-side for who the caller is.
   */
  async function generateScheme(
    input: { path: string; query: string },
    caller?: { userId: string },
  ): Promise<GenerateSchemeAnswer> {
    if (!client || !handoffs) throw new AppError('503', 'wechat.notConfigured');
    let { query } = input;
    if (caller) {
      const handoff = `handoff=${handoffs.issue(caller.userId)}`;
      query = query ? `${query}&${handoff}` : handoff;
      if (query.length > maxQueryLength) {
        throw new FieldAppError('query', 'wechat.queryTooLongForHandoff', {
          max: maxQueryLength - handoff.length - 1,
        });
      }
    }
    try {
      return { openlink: await client.generateScheme({ path: input.path, query }) };
    } catch (error) {
      dependencies.log?.warn(
        { reason: error instanceof Error ? error.message : String(error) },
        'WeChat scheme failed',
      );
      if (error instanceof WechatApiError) throw new AppError('503', 'wechat.refused', { errcode: error.errcode });
      throw new AppError('503', 'wechat.unreachable');
    }
  }

  /** Spends a hand-off token and answers the user it names (401 when forged, expired, spent or the user is gone). */
  async function exchangeHandoff(token: string) {
    if (!handoffs) throw new AppError('503', 'wechat.notConfigured');
    const redeemed = await handoffs.redeem(token);
    if ('refusal' in redeemed) throw new AppError('401', refusalMessages[redeemed.refusal]);
    const user = await findUserById(dependencies.db, redeemed.userId);
    if (!user?.isActive) throw new AppError('401', 'wechat.handoffInvalid');
    return { userInfo: toUserInfo(user), role: readUserRole(user) };
  }

  /** Whether mini-program settings are present; the web app asks for a link only when they are. */
  function status(): { configured: boolean } {
    return { configured: client !== undefined };
  }

  return { generateScheme, exchangeHandoff, status };
}

/** The mini-program service's interface. */
export type WechatMiniService = ReturnType<typeof createWechatMiniService>;
