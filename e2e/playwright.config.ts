import { defineConfig } from '@playwright/test';

// Browser journeys against the production build served by the real server (see support/start-server.mjs).
// Chromium is Debian's: its headless shell (/usr/bin/chromium-headless-shell, package chromium-headless-shell) for
// headless runs, the full browser (/usr/bin/chromium) for headed ones (--headed, --debug, PWDEBUG); docs/decisions/0006.
// No browser is ever downloaded. A missing browser fails the run.
const port = Number(process.env.E2E_PORT ?? 3199);
const headed = process.argv.some((arg) => arg === '--headed' || arg === '--debug') || Boolean(process.env.PWDEBUG);
const chromiumPath = process.env.CHROMIUM_PATH ?? (headed ? '/usr/bin/chromium' : '/usr/bin/chromium-headless-shell');

export default defineConfig({
  testDir: './tests',
  // Runs once the web server answers (see support/global-setup.ts).
  globalSetup: './support/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Journeys are independent (each registers its own customer and orders), so they spread over the workers one by one:
  // a file's journeys no longer wait for each other on one worker while the other runs out of work at the end.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node support/start-server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(port) },
  },
});
