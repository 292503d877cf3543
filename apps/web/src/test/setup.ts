import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, expect } from 'vitest';
// Every screen test reads texts in both languages: the app fetches them per language (lib/i18n-setup.ts), the tests
// have them all at once, before any component renders.
import '../lib/i18n.ts';

// antd reads matchMedia for responsive props. Screen tests run as on a narrow screen: no media query matches
// (the DOM library's own matchMedia would follow its 1024 px window), so columns marked responsive stay hidden.
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

// No AnimationEvent: antd's motion library then skips CSS motions (a closed dialog leaves at once), since
// no animation ever ends here. A test that wants the motions defines it again (vi.hoisted, before antd loads).
Reflect.deleteProperty(window, 'AnimationEvent');

// findBy*/waitFor wait up to 10 s: on a loaded 2-core CI machine antd screens can take more than the
// library's 1 s default to render, and a test must not fail because the machine is slow.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});

// React's scheduler posts its work with the real setImmediate (captured when it loaded, before any fake timers). Work
// queued by the last test's teardown (an unmount, notification.destroy()) could run after the file's DOM is gone
// ("window is not defined") on a loaded machine; these turns run it first, while the DOM still exists.
afterAll(async () => {
  // Files of the shared project (isolate: false) share antd's modules: a file that gave the DOM AnimationEvent there
  // would turn motions on for every later file of its worker, and their dialogs would never finish closing.
  const testPath = expect.getState().testPath ?? '';
  if (Reflect.has(window, 'AnimationEvent') && !testPath.includes('.motion.test.'))
    throw new Error(`${testPath} defines AnimationEvent: name it *.motion.test.tsx so it runs in its own module cache`);
  for (let turn = 0; turn < 3; turn += 1) await new Promise<void>((resolve) => setImmediate(resolve));
});
