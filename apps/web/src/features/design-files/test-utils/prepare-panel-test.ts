import { vi } from 'vitest';
import { type Feedback, setFeedback } from '../../../lib/feedback.ts';
import { i18n } from '../../../lib/i18n.ts';

/** Before each panel test: English UI, a stand-in ResizeObserver, silent feedback and empty session storage. */
export async function preparePanelTest(): Promise<void> {
  await i18n.changeLanguage('en');
  // antd's Table and TextArea measure themselves; jsdom has no ResizeObserver.
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
