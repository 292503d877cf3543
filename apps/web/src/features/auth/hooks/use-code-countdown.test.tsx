import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCodeCountdown } from './use-code-countdown.ts';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
  window.sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useCodeCountdown', () => {
  it('offers Send first, then counts down from resendAfter to 0 and offers Resend', () => {
    const { result } = renderHook(() => useCodeCountdown('register'));
    expect(result.current).toMatchObject({ remaining: 0, hasSent: false });
    act(() => result.current.start(60));
    expect(result.current).toMatchObject({ remaining: 60, hasSent: true });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.remaining).toBe(59);
    act(() => {
      vi.advanceTimersByTime(58_000);
    });
    expect(result.current.remaining).toBe(1);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current).toMatchObject({ remaining: 0, hasSent: true });
    // Nothing keeps ticking once the countdown is over.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps counting across a reload (a new mount reads the deadline from sessionStorage)', () => {
    const first = renderHook(() => useCodeCountdown('login'));
    act(() => first.result.current.start(60));
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    first.unmount();
    // Time passes while the page reloads.
    vi.setSystemTime(Date.now() + 5_000);
    const second = renderHook(() => useCodeCountdown('login'));
    expect(second.result.current).toMatchObject({ remaining: 35, hasSent: true });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(second.result.current.remaining).toBe(34);
  });

  it('counts each purpose on its own', () => {
    const register = renderHook(() => useCodeCountdown('register'));
    act(() => register.result.current.start(60));
    const reset = renderHook(() => useCodeCountdown('reset'));
    expect(reset.result.current).toMatchObject({ remaining: 0, hasSent: false });
  });

  it('starts from the server value, not a fixed 60', () => {
    const { result } = renderHook(() => useCodeCountdown('reset'));
    act(() => result.current.start(42));
    expect(result.current.remaining).toBe(42);
  });
});
