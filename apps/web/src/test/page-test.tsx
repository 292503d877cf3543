import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { ClickBlockMsContext } from '../components/use-click-block.ts';
import { type Feedback, setFeedback } from '../lib/feedback.ts';
import { i18n } from '../lib/i18n.ts';

// Shared set-up of the component tests of whole screens: English UI, test DOM gaps, a fetch mock and a render helper.

/** The fetch mock of the running test (set by `setUpPageTests`). */
export let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

/** Answers a request with a JSON body and a status, as a mocked fetch resolves. */
export function answerJson(status: number, body: unknown): Promise<Response> {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

/** Before a test: English UI, a stand-in ResizeObserver, silent feedback and empty session storage. */
export async function prepareUiTest(): Promise<void> {
  await i18n.changeLanguage('en');
  // antd's Table and TextArea measure themselves; a stand-in ResizeObserver keeps them still.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  setFeedback({ confirm: vi.fn(), notifyError: vi.fn() } as unknown as Feedback);
  window.sessionStorage.clear();
}

/** Registers what every screen test needs: `prepareUiTest` and a fresh `fetchMock` before each, unstubbed after. */
export function setUpPageTests(): void {
  beforeEach(async () => {
    await prepareUiTest();
    fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}

/**
 * Renders a tree inside a fresh query client (no retries) and a router at `path`. Buttons guarded against double
 * clicks take a second click at once (ClickBlockMsContext 0): a test clicks again without waiting out the guard.
 */
export function renderWithProviders(children: ReactNode, path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <ClickBlockMsContext value={0}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </QueryClientProvider>
    </ClickBlockMsContext>,
  );
}
