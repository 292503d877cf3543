import { defineConfig } from 'vitest/config';

// One runner for every workspace; `--project <name>` runs one of them.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'], environment: 'node' } },
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
        },
      },
      'apps/web/vite.config.ts',
    ],
  },
});
