import { defineConfig } from 'vitest/config';
import webConfig from './apps/web/vite.config.ts';

// One runner for every workspace; `--project <name>` runs one of them.
export default defineConfig({
  test: {
    // One test file per core (vitest's default leaves one core idle: a single worker on the 2-core CI machine).
    // Server files each start from their own copy of the seeded database, so they run side by side.
    maxWorkers: '100%',
    // React's scheduler runs queued work with setImmediate; work queued by a web test file's last teardown can run
    // after the file's DOM environment is gone and throw "window is not defined" from the scheduler, after every test
    // of the file has passed or failed (setup.ts lets it run first where it can). Only that error is dropped: any
    // other unhandled error still fails the run.
    onUnhandledError(error) {
      const stack = String(error.stack ?? '');
      const isSchedulerAfterTeardown =
        error.name === 'ReferenceError' &&
        error.message === 'window is not defined' &&
        stack.includes('performWorkUntilDeadline') &&
        stack.includes('scheduler');
      if (isSchedulerAfterTeardown) return false;
    },
    projects: [
      // The property tests run thousands of generated cases: the timeout only catches a hang, never a slow machine.
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'contracts',
          root: 'packages/contracts',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Migrates and seeds once per run; each file copies that database (helpers/global-setup.ts).
          globalSetup: ['test/helpers/global-setup.ts'],
          isolate: false,
        },
      },
      // Repository-wide checks (scripts/*.test.mjs): every document a comment cites exists. They parse every source
      // file that names a document; the timeout only catches a hang, never a slow machine.
      {
        test: {
          name: 'docs',
          root: '.',
          include: ['scripts/**/*.test.mjs'],
          environment: 'node',
          testTimeout: 120_000,
        },
      },
      'apps/web/vite.config.ts',
      // Screen tests that load antd with its motions on: each file gets its own module cache and DOM (see web's
      // isolate: false), so antd loads after the file has defined AnimationEvent and no other file sees it. They do not
      // share one cache either: with motions on, a notification one file leaves keeps leaving forever (nothing ends its
      // motion here), and the next file found two alerts (a fresh-clone CI run, when tried).
      {
        ...webConfig,
        root: 'apps/web',
        test: {
          ...webConfig.test,
          name: 'web-motion',
          include: ['src/**/*.motion.test.{ts,tsx}'],
          exclude: [],
          isolate: true,
        },
      },
    ],
  },
});
