import { render, screen } from '@testing-library/react';
import { theme as antdTheme } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Feedback, getFeedback, setFeedback } from '../lib/feedback.ts';
import { AntdScope } from './antd-scope.tsx';

// antd's motions follow the visitor's "reduce motion" setting, also when it changes while the page is open.

const originalMatchMedia = window.matchMedia;

/** A matchMedia whose reduced-motion answer can be switched, telling its listeners as a browser does. */
function installMotionPreference(reduce: boolean) {
  let matches = reduce;
  const listeners = new Set<() => void>();
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return query.includes('prefers-reduced-motion') ? matches : false;
      },
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
  return {
    set(next: boolean) {
      matches = next;
      for (const listener of listeners) listener();
    },
  };
}

function MotionToken() {
  const { token } = antdTheme.useToken();
  return <output>{token.motion ? 'motion on' : 'motion off'}</output>;
}

afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

describe('AntdScope', () => {
  it('keeps antd motions for a visitor who did not ask for less motion', () => {
    installMotionPreference(false);
    render(
      <AntdScope>
        <MotionToken />
      </AntdScope>,
    );
    expect(screen.getByRole('status').textContent).toBe('motion on');
  });

  it('turns antd motions off when the visitor asks for less motion, and on again when they stop', async () => {
    const preference = installMotionPreference(true);
    render(
      <AntdScope>
        <MotionToken />
      </AntdScope>,
    );
    expect(screen.getByRole('status').textContent).toBe('motion off');
    preference.set(false);
    expect((await screen.findByText('motion on')).tagName).toBe('OUTPUT');
  });

  it("hands its App's dialogs to the request layer while mounted, and the previous ones back when unmounted", () => {
    installMotionPreference(false);
    const outside = { confirm: vi.fn(), notifyError: vi.fn() } as unknown as Feedback;
    setFeedback(outside);
    const view = render(
      <AntdScope>
        <MotionToken />
      </AntdScope>,
    );
    expect(getFeedback()).not.toBe(outside);
    view.unmount();
    expect(getFeedback()).toBe(outside);
  });
});
