import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { readStorage, writeStorage } from '../../../lib/safe-storage.ts';
import { generateScheme, isMiniProgramConfigured } from '../api/generate-scheme.ts';

export const mobileBreakpointPx = 768;
const askedKey = 'bf.wechatEntryAsked';

/** True in WeChat's own browser, where the mini program is opened differently. */
export function isWeChatBrowser(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent);
}

/** Tells whether this visit should be offered the mini program (narrow screen, not WeChat, not asked yet). */
export function shouldOfferMiniProgram(width: number, userAgent: string, hasAsked: boolean): boolean {
  return width <= mobileBreakpointPx && !isWeChatBrowser(userAgent) && !hasAsked;
}

/**
 * On a phone outside WeChat, asks once per tab session for a mini-program link and goes to /weixin with it — only
 * when the server has a mini program configured (otherwise generateScheme would answer 503).
 */
export function useMobileEntry(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const hasAsked = readStorage('session', askedKey) !== null;
    if (!shouldOfferMiniProgram(window.innerWidth, navigator.userAgent, hasAsked)) return;
    if (window.location.pathname.startsWith('/weixin')) return;
    writeStorage('session', askedKey, '1');
    // Asked once per tab session, so a visitor who comes back from /weixin is not sent again.
    isMiniProgramConfigured()
      .then((configured) => (configured ? generateScheme() : null))
      .then((openlink) => {
        if (openlink) void navigate(`/weixin?openlink=${encodeURIComponent(openlink)}`);
      })
      .catch(() => {
        // Not configured, offline or refused: the visitor simply stays on the site.
      });
  }, [navigate]);
}
