import type { CodePurpose } from '@boardforge/contracts/accounts.ts';
import { useCallback, useEffect, useState } from 'react';
import { useSessionState } from '../../../lib/use-session-state.ts';

export type CodeCountdown = {
  /** Whole seconds until another code may be asked (0: now). */
  remaining: number;
  /** True once a code was sent in this tab (the button then says Resend). */
  hasSent: boolean;
  /** Starts counting down from the server's resendAfter. */
  start: (seconds: number) => void;
};

/**
 * The resend countdown of one purpose and channel (SMS or mail). It keeps the deadline (not the count) in sessionStorage,
 * so a reload continues where it was instead of offering a send the server would refuse.
 */
export function useCodeCountdown(purpose: CodePurpose, channel: 'sms' | 'mail' = 'sms'): CodeCountdown {
  const [deadline, setDeadline] = useSessionState<number>(`${channel}-code-deadline.${purpose}`, 0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline <= Date.now()) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback(
    (seconds: number) => {
      const current = Date.now();
      setNow(current);
      setDeadline(current + Math.max(0, seconds) * 1000);
    },
    [setDeadline],
  );

  const remaining = deadline > now ? Math.ceil((deadline - now) / 1000) : 0;
  return { remaining, hasSent: deadline !== 0, start };
}
