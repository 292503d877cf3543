import type { GenerateSchemeAnswer } from '@boardforge/contracts/wechat-mini.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { WechatMiniSettings } from '../../config/wechat-mini-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { createWechatMiniClient, WechatApiError } from './wechat-mini-client.ts';

/**
 * Creates the mini-program service. Not configured: every call answers 503 saying so. WeChat unreachable: 503;
 * WeChat refusing (an errcode): 503 naming the errcode — docs/api.md's code for an outside service that is
 * missing or down (it has no 502); the errmsg is logged, never the AppSecret or the token.
 */
export function createWechatMiniService(dependencies: {
  settings: WechatMiniSettings | undefined;
  now: () => Date;
  log?: FastifyBaseLogger;
}) {
  const client = dependencies.settings ? createWechatMiniClient(dependencies.settings, dependencies) : undefined;

  /** A weixin:// link that opens the mini program at `path` with `query`. */
  async function generateScheme(input: { path: string; query: string }): Promise<GenerateSchemeAnswer> {
    if (!client) throw new AppError('503', 'wechat.notConfigured');
    try {
      return { openlink: await client.generateScheme(input) };
    } catch (error) {
      dependencies.log?.warn(
        { reason: error instanceof Error ? error.message : String(error) },
        'WeChat scheme failed',
      );
      if (error instanceof WechatApiError) throw new AppError('503', 'wechat.refused', { errcode: error.errcode });
      throw new AppError('503', 'wechat.unreachable');
    }
  }

  /** Whether mini-program settings are present; the web app asks for a link only when they are. */
  function status(): { configured: boolean } {
    return { configured: client !== undefined };
  }

  return { generateScheme, status };
}

/** The mini-program service's interface. */
export type WechatMiniService = ReturnType<typeof createWechatMiniService>;
