/**
 * Tap-ready: how long after the navigation a shopper's tap on the header's cart button first
 * opens the cart drawer, on a phone's screen under DevTools throttling (the CPU as calibrated,
 * 1.6 Mbps down, 150 ms round trips), a first visit with reduced motion so the intro does not
 * play. The shopper taps every 100 ms from the moment the button is on screen; the figure is the
 * page's own clock when the drawer appears.
 */
import type { Browser, Page } from 'puppeteer-core';

const TAP_EVERY_MS = 100;
const GIVE_UP_MS = 30_000;
const CART_BUTTON = 'button[aria-label^="Cart, "]';

/** Lighthouse's mobile preset network, as DevTools applies it (bytes per second). */
const NETWORK = {
  latency: 150,
  download: (1.6 * 1024 * 1024) / 8,
  upload: (750 * 1024) / 8,
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Notes, in the page's clock, when the cart drawer first appears. A string, not a function: tsx
 * wraps named functions in a helper (`__name`) that the page does not have.
 */
const WATCH_FOR_DRAWER = `
  new MutationObserver((records, observer) => {
    const dialogs = document.querySelectorAll('dialog, [role="dialog"]');
    if (Array.from(dialogs).some((dialog) => dialog.textContent.includes('Your cart'))) {
      window.drawerOpenedAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
`;

async function drawerOpenedAt(page: Page) {
  return page.evaluate(() => (window as { drawerOpenedAt?: number }).drawerOpenedAt ?? null);
}

async function tapUntilOpen(page: Page) {
  const started = Date.now();
  while (Date.now() - started < GIVE_UP_MS) {
    const opened = await drawerOpenedAt(page).catch(() => null);
    if (opened !== null) return Math.round(opened);
    const button = await page.$(CART_BUTTON).catch(() => null);
    const box = await button?.boundingBox();
    if (box) await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await sleep(TAP_EVERY_MS);
  }
  throw new Error(`The cart drawer did not open within ${GIVE_UP_MS / 1000} s of tapping`);
}

/** One first visit of `url` in a browser of its own; the tap-ready time in ms. */
export async function measureTapReady(browser: Browser, url: string, cpuSlowdown: number) {
  const page = await browser.newPage();
  await page.emulate({
    viewport: { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
    userAgent: await browser.userAgent(),
  });
  await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
  await page.emulateCPUThrottling(cpuSlowdown);
  await page.emulateNetworkConditions(NETWORK);
  await page.evaluateOnNewDocument(WATCH_FOR_DRAWER);
  // Tapped from the start, while the page is still loading.
  const loaded = page.goto(url, { timeout: GIVE_UP_MS }).catch(() => null);
  try {
    return await tapUntilOpen(page);
  } finally {
    await loaded;
    await page.close();
  }
}
