import type { APIRequestContext, Page } from '@playwright/test';
import { appTakenOver, expect, MOCK_API, test } from './fixtures';

// The browser tests' build reaches the mock API, so it prerenders the catalogue
// (scripts/catalogue.ts): every product, combo and article page has its own HTML.

type Product = { id: number; slug: string; name: string; price: number };

async function firstProduct(request: APIRequestContext) {
  const answer = await request.get(`${MOCK_API}/api/web/product_list_get?page=1&per_page=1`);
  const { data } = (await answer.json()) as { data: { products: Product[] } };
  return data.products[0]!;
}

/** ₹1,249 as the shop writes a whole-rupee price (below a lakh). */
const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

/** The layout shifts the page has had so far, shopper input aside. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const shifts = list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[];
          resolve(shifts.filter((shift) => !shift.hadRecentInput).reduce((a, s) => a + s.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all: nothing moved.
        setTimeout(() => resolve(0), 500);
      }),
  );

test.describe('the prerendered catalogue', () => {
  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test("a product's HTML shows its name, price and picture, and nothing to buy with yet", async ({
      page,
      request,
    }) => {
      const product = await firstProduct(request);
      await page.goto(`/product-details/${product.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name.toUpperCase());
      await expect(page.locator('.product__line-price .price__current')).toHaveText(
        rupees(product.price),
      );
      await expect(
        page.getByRole('img', { name: `${product.name}, image 1 of` }).first(),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    });
  });

  test("the home page's HTML shows its first screen: the hero's slides and the combos", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const picture = page.locator('.hero img').first();
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAttribute('fetchpriority', 'high');
    await expect(page.locator('.category-tabs .combo-card__name a').first()).toHaveAttribute(
      'href',
      /^\/combo-details\//,
    );
    await context.close();
  });

  test('a price changed since the build is shown corrected, in place, and is the one the cart takes', async ({
    page,
    request,
  }) => {
    const product = await firstProduct(request);
    const todays = product.price + 50;
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type())) warnings.push(message.text());
    });
    await page.route(`${MOCK_API}/api/web/products/${product.slug}`, async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { data: Product };
      await route.fulfill({
        response: answer,
        json: { ...body, data: { ...body.data, price: todays } },
      });
    });
    const document = await page.goto(`/product-details/${product.slug}`);
    expect(await document!.text()).toContain(rupees(product.price));

    const price = page.locator('.product__line-price .price__current');
    await expect(price).toHaveText(rupees(todays));
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
    // Hydrated as prerendered: React reports no mismatch (src/app/entry.client.tsx).
    expect(warnings.filter((text) => /hydrat/i.test(text))).toEqual([]);

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('button', { name: 'Cart, 1 item' }).click();
    const cart = page.getByRole('dialog', { name: /^Your cart/ });
    await expect(cart).toBeVisible();
    await expect(cart.getByText(rupees(todays)).first()).toBeVisible();
  });

  test('a product the build did not prerender (opened by its id) loads as before', async ({
    page,
    request,
  }) => {
    const product = await firstProduct(request);
    await page.goto(`/product-details/${product.id}`);
    await appTakenOver(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name.toUpperCase());
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  test("the shop opened with a query hydrates its HTML's first page, then shows the query's", async ({
    page,
    request,
  }) => {
    // A first render other than the HTML's is a recoverable error, which the app reports.
    const hydrationErrors: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('[hydration]')) hydrationErrors.push(message.text());
    });
    const answer = await request.get(`${MOCK_API}/api/web/product_list_get?page=2&per_page=8`);
    const { data } = (await answer.json()) as { data: { products: Product[] } };
    const secondPage = data.products[0]!;
    await page.goto('/shop?page=2');
    await appTakenOver(page);
    const grid = page.getByRole('region', { name: 'Products' });
    await expect(grid.getByRole('heading', { name: secondPage.name.toUpperCase() })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.goto('/shop?search=triphala');
    await appTakenOver(page);
    await expect(page.getByRole('searchbox').first()).toHaveValue('triphala');
    // The search's own count, so every name shown is checked once its results are in.
    const found = await request.get(
      `${MOCK_API}/api/web/product_list_get?page=1&per_page=8&search=triphala`,
    );
    const { total } = ((await found.json()) as { data: { total: number } }).data;
    await expect(grid.getByRole('status').filter({ hasText: `${total} product` })).toBeVisible();
    for (const name of await grid.getByRole('heading', { level: 3 }).allTextContents()) {
      expect(name).toContain('TRIPHALA');
    }
    expect(hydrationErrors).toEqual([]);
  });

  test('a product the backend no longer knows says so, prerendered or not', async ({ page }) => {
    await page.route(`${MOCK_API}/api/web/products/*`, (route) =>
      route.fulfill({ status: 404, json: { status: false, message: 'Product not found' } }),
    );
    await page.goto('/product-details/madhu-nashini-vati');
    await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
  });
});
