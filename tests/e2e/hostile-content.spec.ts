import type { Page, Route } from '@playwright/test';
import { expect, MOCK_API, scrollThroughPage, test } from './fixtures';

/** Every payload tries to set window.__pwned; nothing may. */
const PAYLOAD = [
  '<h1>A heading of its own</h1>',
  '<p>Safe text</p>',
  '<script>window.__pwned = "script"</script>',
  '<img src="x" onerror="window.__pwned = \'img\'">',
  '<a href="javascript:window.__pwned = \'link\'">Click me</a>',
  '<svg><g onload="window.__pwned = \'svg\'"></g><animate onbegin="window.__pwned = \'animate\'" attributeName="x" dur="1s"/></svg>',
  '<iframe srcdoc="<script>parent.__pwned = \'iframe\'</script>"></iframe>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned=\'mxss\'">',
].join('');

async function patchJson(page: Page, pattern: string, patch: (body: { data: unknown }) => void) {
  await page.route(`${MOCK_API}${pattern}`, async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: unknown };
    patch(body);
    await route.fulfill({ response, json: body });
  });
}

async function expectNothingRan(page: Page) {
  // Give lazy images and handlers a moment to fire if they were going to.
  await page.waitForTimeout(500);
  expect(
    await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned),
  ).toBeUndefined();
  // The only script allowed in a page is the shop's own structured data, which is inert JSON.
  await expect(
    page.locator(
      'main script:not([type="application/ld+json"]), main iframe, main [onerror], main a[href^="javascript:"]',
    ),
  ).toHaveCount(0);
  for (const json of await page.locator('script[type="application/ld+json"]').allTextContents()) {
    expect(() => JSON.parse(json) as unknown).not.toThrow();
  }
  // The content's own headings sit under the page's: its h1 stays the only one.
  await expect(page.locator('h1')).toHaveCount(1);
}

test.describe('hostile HTML and text from the API', () => {
  test.use({ expectBlockedInlineHandlers: true });

  test('product descriptions, glossary and reviews', async ({ page }) => {
    await patchJson(page, '/api/web/products/*', (body) => {
      const product = body.data as Record<string, unknown> & {
        reviews: { list: { comment: string }[] };
      };
      product.short_description = PAYLOAD;
      product.description = PAYLOAD;
      product.ingredient_glossary = PAYLOAD;
      product.reviews.list.forEach((review) => (review.comment = PAYLOAD));
    });
    await page.goto('/product-details/triphala-churna');
    await expect(page.getByText('Safe text').first()).toBeVisible();
    await page.getByRole('tab', { name: 'Ingredient Glossary' }).click();
    await page.getByRole('tab', { name: /Reviews/ }).click();
    // A review comment is plain text: the markup shows as text, it never becomes elements.
    await expect(page.getByText('<script>window.__pwned', { exact: false }).first()).toBeVisible();
    await expectNothingRan(page);
  });

  test('home slider, testimonials and FAQ', async ({ page }) => {
    for (const call of ['slider_get', 'testimonial_get', 'faq_get']) {
      await patchJson(page, `/api/web/${call}*`, (body) => {
        (body.data as { description: string }[]).forEach((item) => (item.description = PAYLOAD));
      });
    }
    await page.goto('/');
    await page.getByRole('button', { expanded: false }).first().click();
    await expectNothingRan(page);
  });

  test('blog articles and policy pages', async ({ page }) => {
    await patchJson(page, '/api/web/blog_get*', (body) => {
      (body.data as { description: string }[]).forEach((blog) => (blog.description = PAYLOAD));
    });
    await patchJson(page, '/api/web/static_get', (body) => {
      const settings = body.data as Record<string, string>;
      settings.privacy_policy = PAYLOAD;
      settings.logo = 'javascript:window.__pwned="logo"';
    });
    await page.goto('/blogs');
    await expect(page.getByText('Safe text').first()).toBeVisible();
    await expectNothingRan(page);
    await page
      .getByRole('link', { name: /Read more/ })
      .first()
      .click();
    await expect(page.getByText('Safe text').first()).toBeVisible();
    await expectNothingRan(page);
    await page.goto('/privacy-policy');
    await expect(page.getByText('Safe text').first()).toBeVisible();
    await expectNothingRan(page);
  });

  test("a page's own policy stops an inline script the build did not write, prerendered or not", async ({
    page,
  }) => {
    // A prerendered page, a catalogue page and a product only the fallback answers.
    for (const path of ['/shop', '/product-details/triphala-churna', '/product-details/1']) {
      await page.goto(path);
      await expect(page.locator('h1')).toBeVisible();
      const violated = await page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            document.addEventListener(
              'securitypolicyviolation',
              (event) => resolve(event.effectiveDirective),
              { once: true },
            );
            const script = document.createElement('script');
            script.textContent = 'window.__pwned = "inline"';
            document.body.append(script);
          }),
      );
      expect(violated, path).toBe('script-src-elem');
      expect(
        await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned),
      ).toBeUndefined();
    }
  });
});

test.describe('long names and unicode', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a very long Hindi and emoji product name does not break the phone layout', async ({
    page,
  }) => {
    const longName = `अश्वगंधा चूर्ण 🌿🌿 ${'Supercalifragilisticexpialidocious'.repeat(4)} त्रिफला गुग्गुलु with an extraordinarily long descriptive title`;
    await patchJson(page, '/api/web/product_list_get*', (body) => {
      const list = Array.isArray(body.data)
        ? body.data
        : (body.data as { products: unknown[] }).products;
      (list as { name: string }[]).forEach((product) => (product.name = longName));
    });
    await patchJson(page, '/api/web/products/*', (body) => {
      (body.data as { name: string }).name = longName;
    });
    for (const path of ['/shop', '/product-details/triphala-churna', '/']) {
      await page.goto(path);
      // Home's product carousels load as they come near: scroll as a shopper does.
      await scrollThroughPage(page);
      await expect(page.getByText(longName.toUpperCase().slice(0, 12)).first()).toBeVisible();
      // Carousels measure themselves after their first frame; the settled layout is what counts.
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
          message: `horizontal overflow on ${path}`,
        })
        .toBeLessThanOrEqual(0);
    }
  });
});
