import { defineConfig, devices } from '@playwright/test';
import { E2E_ORIGIN } from './e2e/env';

// Debian's Chromium: Playwright cannot download its own browser here.
const launchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
    '--disable-dev-shm-usage',
  ],
};

/** Added by `npm run test:e2e` for the runner only (see docs/decisions/2026-11-26-fast-at-every-step.md). */
const RUNNER_FLAG = '--no-experimental-require-module';
function withoutRunnerFlag(options: string | undefined): string {
  return (options ?? '')
    .split(' ')
    .filter((option) => option !== RUNNER_FLAG)
    .join(' ');
}

export default defineConfig({
  testDir: 'e2e',
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  use: {
    baseURL: E2E_ORIGIN,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      // The phone walk-throughs run in the phone project only.
      testIgnore: /phone\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    {
      // The main walk-throughs at 390×844 (a phone): e2e/phone.spec.ts. Every test of this
      // project fails when the page body scrolls sideways (e2e/fixtures.ts).
      name: 'phone',
      testMatch: /phone\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        launchOptions,
      },
    },
  ],
  // The real server with the built web app (dist/) on a fresh database.
  webServer: {
    command: 'tsx scripts/e2e-server.ts',
    // The service runs as it does in production: the runner's require(esm) switch is its own.
    env: { NODE_OPTIONS: withoutRunnerFlag(process.env.NODE_OPTIONS) },
    url: `${E2E_ORIGIN}/openapi.json`,
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    stdout: 'pipe',
  },
});
