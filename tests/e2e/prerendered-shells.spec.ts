import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { expect, MOCK_API, test } from './fixtures';

const BUILD = join(import.meta.dirname, '../../dist-e2e');
const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/** A static host that knows only the SPA fallback: files as they are, any other path the home page's HTML. */
async function spaFallbackHost() {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = extname(path) ? join(BUILD, path) : join(BUILD, 'index.html');
    readFile(file).then(
      (body) => {
        response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'text/html' });
        response.end(body);
      },
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

test.describe('prerendered shells', () => {
  test.describe('before any JavaScript runs', () => {
    test.use({ javaScriptEnabled: false });

    test("a page's HTML paints the layout and the page's loading state", async ({ page }) => {
      await page.goto('/shop');
      await expect(page.getByRole('img', { name: 'VedaHerbs home' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Shop', exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('status').first()).toHaveText(/Loading/);
    });

    test('a route with a parameter is answered with its own shell', async ({ page }) => {
      await page.goto('/blog-details/any-article');
      await expect(page.getByRole('main')).toContainText('Loading article...');
    });

    test("a page drawn from the shopper's own state has the layout alone", async ({ page }) => {
      await page.goto('/checkout');
      await expect(page.getByRole('img', { name: 'VedaHerbs home' })).toBeVisible();
      await expect(page.getByRole('main')).toBeEmpty();
    });
  });

  test('the app takes the shell over with the same page, with no console error', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/shop');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test("a host that answers every path with the home page's HTML still runs every route", async ({
    page,
    request,
  }) => {
    const host = await spaFallbackHost();
    try {
      const answer = await request.get(`${MOCK_API}/api/web/product_list_get?limit=1`);
      const [product] = ((await answer.json()) as { data: { slug: string; name: string }[] }).data;
      await page.goto(`${host.url}/product-details/${product!.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
      await page.goto(`${host.url}/blogs`);
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    } finally {
      await host.close();
    }
  });
});
