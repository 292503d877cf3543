import type { FastifyInstance } from 'fastify';
import { type Language, type MessageKey, type MessageParams, selectLanguage, translate } from '../i18n/messages.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The answer language: zh-CN when Accept-Language starts with zh, else en. */
    readonly language: Language;
    /** Renders a server message in the request's language. */
    t(key: MessageKey, params?: MessageParams): string;
  }
}

/** Gives every request its language and a `t` to render catalogue messages in it. */
export function registerI18n(app: FastifyInstance): void {
  app.decorateRequest('language', {
    getter(this: { headers: Record<string, string | string[] | undefined> }): Language {
      const header = this.headers['accept-language'];
      return selectLanguage(typeof header === 'string' ? header : undefined);
    },
  });
  app.decorateRequest('t', function t(this: { language: Language }, key: MessageKey, params?: MessageParams) {
    return translate(this.language, key, params);
  });
}
