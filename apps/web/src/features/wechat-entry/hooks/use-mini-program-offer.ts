import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readStorage, writeStorage } from '../../../lib/safe-storage.ts';
import { generateScheme, isMiniProgramConfigured } from '../api/generate-scheme.ts';

const narrowQuery = '(max-width: 768px)';
const dismissedKey = 'bf.miniProgramOfferDismissed';

/** True in WeChat's own browser, where the mini program is opened differently (and no offer is made). */
function isWeChatBrowser(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent);
}

/** Whether the viewport is a phone's (768 px or narrower), following rotations and resizes. */
function useIsNarrow(): boolean {
  const [isNarrow, setIsNarrow] = useState(() => window.matchMedia(narrowQuery).matches);
  useEffect(() => {
    const media = window.matchMedia(narrowQuery);
    const update = () => setIsNarrow(media.matches);
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return isNarrow;
}

type OfferState = 'hidden' | 'offered' | 'opening' | 'failed';

/** What the offer shows and does: its state, accepting it and dismissing it. */
export type MiniProgramOfferState = { state: OfferState; open: () => void; dismiss: () => void };

/**
 * The offer of the mini program on a phone outside WeChat: made only when the server has a mini program, never on
 * /weixin itself, and not again once dismissed (remembered in this browser). Accepting asks for a link then, not
 * before (each link costs a WeChat quota), and opens it through /weixin.
 */
export function useMiniProgramOffer(): MiniProgramOfferState {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isNarrow = useIsNarrow();
  const [isConfigured, setIsConfigured] = useState(false);
  const [isDismissed, setIsDismissed] = useState(() => readStorage('local', dismissedKey) !== null);
  const [progress, setProgress] = useState<'idle' | 'opening' | 'failed'>('idle');
  const isCandidate = isNarrow && !isDismissed && !isWeChatBrowser(navigator.userAgent);

  useEffect(() => {
    if (!isCandidate || isConfigured) return;
    let isCurrent = true;
    isMiniProgramConfigured()
      .then((configured) => {
        if (isCurrent) setIsConfigured(configured);
      })
      .catch(() => {
        // Offline or refused: the visitor simply stays on the site without an offer.
      });
    return () => {
      isCurrent = false;
    };
  }, [isCandidate, isConfigured]);

  const open = useCallback(() => {
    setProgress('opening');
    generateScheme()
      .then((openlink) => {
        if (!openlink) {
          setProgress('failed');
          return;
        }
        setProgress('idle');
        void navigate(`/weixin?openlink=${encodeURIComponent(openlink)}`);
      })
      .catch(() => setProgress('failed'));
  }, [navigate]);

  const dismiss = useCallback(() => {
    writeStorage('local', dismissedKey, '1');
    setIsDismissed(true);
  }, []);

  const isShown = isCandidate && isConfigured && !pathname.startsWith('/weixin');
  const state: OfferState = isShown ? (progress === 'idle' ? 'offered' : progress) : 'hidden';
  return { state, open, dismiss };
}
