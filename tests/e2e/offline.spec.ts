import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

test.use({ serviceWorkers: 'allow' });

/** A cart put in storage once, before the first page: what the shopper does later must stay. */
async function cartOfThree(page: Page) {
  await page.addInitScript(() => {
    if (window.localStorage.getItem('cart')) return;
    window.localStorage.setItem(
      'cart',
      JSON.stringify([
        {
          id: 1,
          name: 'Triphala Churna',
          price: 249,
          image: '/images/placeholder.svg',
          slug: 'triphala-churna',
          quantity: 3,
        },
      ]),
    );
  });
}

/** Loads the home page and waits until the service worker controls it. */
async function underServiceWorker(page: Page) {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload({ waitUntil: 'networkidle' });
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

test.describe('offline (production build with the service worker)', () => {
  test("the page's HTML links the manifest; it names the app and links its icons", async ({
    page,
  }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await page.request.get(href!)).json()) as {
      name: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Veda Herbs',
      display: 'standalone',
      theme_color: '#2f6b3f',
    });
    for (const icon of manifest.icons) {
      const response = await page.request.get(icon.src);
      expect(response.headers()['content-type']).toBe('image/png');
    }
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  });

  test('a visited page and the cart keep working with the network gone', async ({
    page,
    context,
  }) => {
    await cartOfThree(page);
    await underServiceWorker(page);
    await page.goto('/shop');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await context.setOffline(true);
    await page.goto('/shop');
    await expect(page.getByRole('link', { name: 'VedaHerbs home' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const cartButton = page.getByRole('button', { name: 'Cart, 3 items' });
    await expect(cartButton).toBeVisible();

    await cartButton.click();
    const cart = page.getByRole('dialog', { name: /^Your cart/ });
    await cart.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(cart).toHaveAccessibleName('Your cart (4)');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Cart, 4 items' })).toBeVisible();
  });

  test('a page never visited works from the precache, and without its shell the offline page', async ({
    page,
    context,
  }) => {
    await cartOfThree(page);
    await underServiceWorker(page);

    await context.setOffline(true);
    await page.goto('/faq');
    await expect(page.getByRole('link', { name: 'VedaHerbs home' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cart, 3 items' })).toBeVisible();
    // The page's code is precached with the rest of the deploy: only its call fails, and says so.
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'Something went wrong while loading this section. Please try again later.',
    );

    // A worker that installed but lost its copies of the pages still answers, with the offline
    // page. (Workbox keys a precached page as /contact/index.html?__WB_REVISION__=...)
    await page.evaluate(async () => {
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          const { pathname } = new URL(request.url);
          if (/\/(index|__spa-fallback)\.html$/.test(pathname)) await cache.delete(request);
        }
      }
    });
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await expect(page.getByText('Your cart is kept on this device')).toBeVisible();
    // A Hindi page's shopper reads it in Hindi too.
    await page.goto('/hi/contact');
    await expect(page.getByRole('heading', { name: 'आप ऑफ़लाइन हैं' })).toBeVisible();
  });
});
