import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { RENDERER_STALL } from './renderer-stall';

export const MOCK_API = `http://127.0.0.1:${process.env.MOCK_PORT ?? 8787}`;

type Fixtures = {
  /**
   * Set by tests that feed the app markup with inline event handlers (or a page an inline script)
   * on purpose. Chromium reports a blocked handler as soon as such markup is parsed, even in the
   * inert document DOMPurify cleans it in, where nothing can run; those tests check instead that
   * nothing ran.
   */
  expectBlockedInlineHandlers: boolean;
  /** Uncaught page errors and CSP violations seen during the test; the test fails if any remain at the end. */
  pageErrors: string[];
};

const BLOCKED_INLINE_HANDLER = /^Executing inline (event handler|script) violates/;

export const test = base.extend<Fixtures>({
  expectBlockedInlineHandlers: [false, { option: true }],
  pageErrors: [
    async ({ page, expectBlockedInlineHandlers }, use, testInfo) => {
      const errors: string[] = [];
      // Everything the page logged, attached to a failed test's report.
      const consoleLines: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // The preview server sends the production Content-Security-Policy: a violation is a bug.
      page.on('console', (message) => {
        const text = message.text();
        consoleLines.push(`${message.type()}: ${text}`);
        if (message.type() !== 'error' || !/Content Security Policy/i.test(text)) return;
        if (expectBlockedInlineHandlers && BLOCKED_INLINE_HANDLER.test(text)) return;
        errors.push(text);
      });
      await use(errors);
      if (testInfo.status !== testInfo.expectedStatus && consoleLines.length) {
        console.log(`Console of "${testInfo.title}":\n${consoleLines.join('\n')}`);
      }
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** A unique shopper for this test, so parallel journeys never share an account. */
export function uniqueShopper() {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const digits = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
  return {
    name: 'Test Shopper',
    email: `shopper-${id}@example.in`,
    phone: `9${digits}`,
    password: 'secret123',
  };
}

/** Registers a shopper directly against the mock API and returns a signed-in session for localStorage. */
export async function registerAndLogin(page: Page, shopper = uniqueShopper()) {
  const request = page.request;
  await request.post(`${MOCK_API}/api/auth/send_otp`, { data: shopper });
  const response = await request.post(`${MOCK_API}/api/users/login`, {
    data: { email: shopper.email, password: shopper.password },
  });
  const body = (await response.json()) as {
    data: { token: string; id: number; name: string; email: string; phone: string };
  };
  const { token, ...user } = body.data;
  await page.addInitScript(
    ([t, u]) => {
      window.localStorage.setItem('token', t);
      window.localStorage.setItem('user', u);
    },
    [token, JSON.stringify(user)] as const,
  );
  return { shopper, token, user };
}

/** Puts items in the stored cart before the app starts. */
/**
 * Waits until the app has taken the prerendered page over: the header's buttons, disabled in the
 * page's HTML, work from then on.
 */
export const appTakenOver = (page: Page) =>
  expect(page.getByRole('button', { name: /^Cart, \d+ items?$/ })).toBeEnabled();

export async function seedCart(page: Page, items: unknown[]) {
  await page.addInitScript(
    (value) => window.localStorage.setItem('cart', value),
    JSON.stringify(items),
  );
}

/**
 * Scrolls to the end of the page half a screen at a time, as a shopper would, so that every
 * section that loads near the viewport has started; passes again while the page keeps growing,
 * and ends at the bottom once the footer (loaded when the end of the page is in view) is there.
 */
export async function scrollThroughPage(page: Page) {
  await page.locator('main :is(h1, h2)').first().waitFor({ state: 'attached' });
  const passToTheEnd = () =>
    page.evaluate(async (stallMessage) => {
      // A page that Chromium stops rendering (renderer-stall.ts) fails here within 5 s, saying
      // what state it was in, rather than holding the test to its timeout.
      const nextFrame = () =>
        new Promise((resolve, reject) => {
          const stalled = setTimeout(() => {
            const lastLongFrame = performance.getEntriesByType('long-animation-frame').at(-1);
            const state = {
              visibility: document.visibilityState,
              focus: document.hasFocus(),
              readyState: document.readyState,
              now: Math.round(performance.now()),
              lastLongFrameEnd:
                lastLongFrame && Math.round(lastLongFrame.startTime + lastLongFrame.duration),
              scroll: [window.scrollY, document.documentElement.scrollHeight, window.innerHeight],
              animations: document.getAnimations().length,
              imagesLoading: Array.from(document.images).filter((image) => !image.complete).length,
              inert: document.querySelectorAll('[inert]').length,
              dialogs: document.querySelectorAll('dialog[open]').length,
            };
            // This timer ran, so the page's own scripts were not holding the main thread.
            const cause = state.visibility === 'visible' ? stallMessage : 'The page was hidden';
            reject(new Error(`${cause}: no animation frame for 5 s: ${JSON.stringify(state)}`));
          }, 5000);
          requestAnimationFrame((time) => {
            clearTimeout(stalled);
            resolve(time);
          });
        });
      let height = 0;
      // Bounded: a page that kept changing height would otherwise hold the test to its timeout.
      for (let pass = 0; pass < 5 && height !== document.documentElement.scrollHeight; pass += 1) {
        height = document.documentElement.scrollHeight;
        for (let y = 0; y <= height; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await nextFrame();
          await nextFrame();
        }
      }
    }, RENDERER_STALL);
  await passToTheEnd();
  // A page whose data came in after the pass grew past it: the end is still the end.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByRole('contentinfo')).toBeAttached({ timeout: 1000 });
  }).toPass();
  // The footer itself made the page longer (its newsletter form loads near the viewport).
  await passToTheEnd();
}

/** Fails on any serious or critical axe-core violation (WCAG 2.2 A and AA) of the page as it is. */
export async function expectNoSeriousViolationsNow(page: Page, what: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }));
  expect(serious, `axe violations: ${what}`).toEqual([]);
}

/** Opens `path`, waits for its content, and fails on any serious or critical axe-core violation. */
export async function expectNoSeriousViolations(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main h1').first()).toBeVisible();
  await expectNoSeriousViolationsNow(page, path);
}
