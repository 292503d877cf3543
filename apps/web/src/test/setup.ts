import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// antd reads matchMedia for responsive props; jsdom has none.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// findBy*/waitFor wait up to 10 s: on a loaded 2-core CI machine antd screens can take more than the
// library's 1 s default to render, and a test must not fail because the machine is slow.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});
