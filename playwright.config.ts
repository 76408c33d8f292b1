import { defineConfig, devices } from '@playwright/test';

const MOCK_PORT = Number(process.env.MOCK_PORT ?? 8787);
const APP_PORT = Number(process.env.APP_PORT ?? 4173);
export const mockApiUrl = `http://127.0.0.1:${MOCK_PORT}`;

/**
 * End-to-end journeys against the production build (vite preview) talking over HTTP
 * to the mock API server, in Debian's Chromium.
 */
export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // In CI a test may be retried twice, and only when Chromium stopped rendering its page, a
  // Chromium fault that a new browser cures (tests/e2e/renderer-stall.ts); any other failed
  // attempt fails the run (tests/e2e/retries-only-for-renderer-stall.ts).
  retries: process.env.CI ? 2 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never' }], ['./tests/e2e/retries-only-for-renderer-stall.ts']]
    : 'list',
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    locale: 'en-IN',
    // The intro and carousels honour reduced motion; journeys that test motion opt back in.
    reducedMotion: 'reduce',
    // Each fresh context would install the service worker and precache 143 files (1.6 MB) while
    // the test runs. offline.spec.ts tests the worker and allows it.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
    },
    {
      name: 'mobile',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: [
    {
      command: `npx tsx src/mocks/server.ts`,
      url: `${mockApiUrl}/api/web/category_get`,
      env: { MOCK_PORT: String(MOCK_PORT) },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `npm run build:e2e && BUILD_DIRECTORY=dist-e2e npx vite preview --outDir dist-e2e/client --host 127.0.0.1 --port ${APP_PORT} --strictPort`,
      url: `http://127.0.0.1:${APP_PORT}`,
      env: {
        VITE_API_BASE_URL: mockApiUrl,
        VITE_RAZORPAY_SCRIPT_URL: `${mockApiUrl}/mock-razorpay/checkout.js`,
        VITE_RAZORPAY_KEY_ID: 'rzp_test_mockstorefront',
      },
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
    },
  ],
});
