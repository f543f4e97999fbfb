import { defineConfig, devices } from '@playwright/test'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium'

/**
 * Browser tests in tests/e2e/*.spec.ts against a running server: E2E_BASE_URL (default http://127.0.0.1:3000).
 * `npm test` starts a production server on a fresh seeded database and sets it; to point the specs at your own
 * server: `E2E_BASE_URL=http://127.0.0.1:3105 npx playwright test tests/e2e/<area>.spec.ts`.
 * Uses Debian's /usr/bin/chromium (CHROMIUM_PATH to override); never downloads a browser.
 */
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
}

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'tmp/playwright-results',
  fullyParallel: false,
  // Two cores shared with the server under test.
  workers: Number(process.env.E2E_WORKERS || 2),
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: process.env.E2E_BASE_URL || 'http://127.0.0.1:3000',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...chromium, viewport: { width: 1440, height: 900 } } },
    {
      // Phone width; specs that only make sense on desktop skip themselves with test.skip(isMobile…).
      name: 'mobile',
      use: { ...chromium, viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
    },
  ],
})
