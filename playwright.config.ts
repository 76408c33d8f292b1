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
  // One retry in CI, for a stall not yet explained: on a loaded machine, headless Chromium now
  // and then stops giving the home page animation frames (main thread idle, page visible), with
  // or without tracing or the service worker; about 1 in 70 home loads with a CPU-bound process
  // beside the suite. scrollThroughPage fails within 5 s and prints the page's state when it
  // happens. Most stalls of the fifth session were in tests whose calls fail with a network
  // error (5 of 6; 1 in 50 runs of those, 0 in 50 of the same tests with a 500), but its last
  // clean-clone run had a 500 test's page stop answering scripts altogether (the test timed
  // out in page.evaluate): the cause is not settled. (What looked like its second form, a click on the cart that opened nothing, was
  // Chromium's scroll-into-view moving the page under the stuck header: see faults.spec.ts.)
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    locale: 'en-IN',
    // The intro and carousels honour reduced motion; journeys that test motion opt back in.
    reducedMotion: 'reduce',
    // Each fresh context would install the service worker and precache 45 files (1.2 MB) while
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
      command: `npm run build:e2e && npx vite preview --outDir dist-e2e --host 127.0.0.1 --port ${APP_PORT} --strictPort`,
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
