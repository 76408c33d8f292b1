import { spawn, type ChildProcess } from 'node:child_process';
import { access, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice } from '@/lib/format';
import { BUILD_TIMEOUT_MS, buildApp, buildDirectory, type Built } from './build-app';

const MOCK_PORT = 8797;
const MOCK = `http://127.0.0.1:${MOCK_PORT}`;
const SITE = 'https://vedaherbs.in';
const PRODUCT_PAGES = 5;

type Listed = { slug: string; name: string; price: number; default_image: string };

let mock: ChildProcess;
let built: Built;
let dir: string;
let listed: Listed[];

/**
 * The contract's answer for `path`. In this process MSW (tests/setup.ts) answers it from the same
 * handlers and seed as the mock server the build asks.
 */
async function get<T>(path: string): Promise<T> {
  return ((await (await fetch(`${MOCK}${path}`)).json()) as { data: T }).data;
}

/** Resolves once the mock server says it listens (a fetch from here would meet MSW instead). */
function listening(server: ChildProcess) {
  return new Promise<void>((resolve, reject) => {
    let said = '';
    server.stdout!.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes('Mock API listening')) resolve();
    });
    server.once('exit', (code) => reject(new Error(`the mock API exited (${code}): ${said}`)));
  });
}

const page = (path: string) => readFile(join(built.outDir, path, 'index.html'), 'utf8');
const exists = (path: string) =>
  access(join(built.outDir, path)).then(
    () => true,
    () => false,
  );

beforeAll(async () => {
  mock = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'src/mocks/server.ts'], {
    env: { ...process.env, MOCK_PORT: String(MOCK_PORT) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await listening(mock);
  listed = (await get<{ products: Listed[] }>('/api/web/product_list_get?page=1&per_page=100'))
    .products;
  dir = await buildDirectory('storefront-catalogue-');
  built = await buildApp(dir, {
    VITE_API_BASE_URL: MOCK,
    VITE_SITE_URL: SITE,
    VITE_RAZORPAY_KEY_ID: 'rzp_test_a1b2c3',
    PRERENDER_LIMIT: String(PRODUCT_PAGES),
  });
}, BUILD_TIMEOUT_MS + 30_000);

afterAll(async () => {
  mock?.kill();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('a build that reaches the backend', () => {
  it('prerenders as many products as PRERENDER_LIMIT allows, and says so', async () => {
    expect(built.ok, built.log).toBe(true);
    expect(built.log).toContain(`Prerendering the catalogue of ${MOCK}: ${PRODUCT_PAGES} products`);
    for (const product of listed.slice(0, PRODUCT_PAGES)) {
      expect(await exists(`product-details/${product.slug}/index.html`), product.slug).toBe(true);
    }
    const next = listed[PRODUCT_PAGES]!;
    expect(await exists(`product-details/${next.slug}/index.html`)).toBe(false);
  });

  it("writes a product's name, price, main picture and link preview into its HTML", async () => {
    const product = listed[0]!;
    const html = await page(`product-details/${product.slug}`);
    expect(html).toContain(product.name.toUpperCase());
    expect(html).toContain(formatPrice(product.price));
    const picture = html.match(new RegExp(`<img src="${product.default_image}"[^>]*>`))?.[0];
    expect(picture).toMatch(/fetchpriority="high"/i);
    const meta = (attribute: string, name: string) =>
      html.match(new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`))?.[1];
    expect(meta('property', 'og:title')).toBe(`${product.name} | VedaHerbs`);
    expect(meta('property', 'og:type')).toBe('product');
    expect(meta('property', 'og:description')).toMatch(/^[^<>]+$/);
    expect(meta('property', 'og:image')).toBe(`${SITE}${product.default_image}`);
    expect(meta('property', 'og:url')).toBe(`${SITE}/product-details/${product.slug}`);
    expect(meta('name', 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain(
      `<link rel="canonical" href="${SITE}/product-details/${product.slug}"/>`,
    );
    const jsonLd = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1];
    expect(JSON.parse(jsonLd!)[0]).toMatchObject({ '@type': 'Product', name: product.name });
    // Until the app has taken over and asked for today's price, nothing can be bought.
    expect(html).toMatch(/<fieldset class="product__actions" disabled="">/);
  });

  it("writes the home page's first screen into its HTML: the hero's first slide, the combos", async () => {
    const [slide] = await get<{ imageUrl: string; title: string }[]>('/api/web/slider_get');
    const html = await readFile(join(built.outDir, 'index.html'), 'utf8');
    const picture = html.match(new RegExp(`<img src="${slide!.imageUrl}"[^>]*>`))?.[0];
    expect(picture).toMatch(/fetchpriority="high"/i);
    expect(html).toContain(slide!.title);
    expect(html).toMatch(/class="combo-card__name"><a href="\/combo-details\//);
  });

  it("writes the shop's first page and each category's into their HTML, with the filter", async () => {
    const categories = await get<{ slug: string; title: string }[]>('/api/web/category_get');
    const firstPage = await get<{ products: Listed[]; total: number }>(
      '/api/web/product_list_get?page=1&per_page=8',
    );
    const shop = await page('shop');
    for (const product of firstPage.products) expect(shop).toContain(product.name.toUpperCase());
    expect(shop).toContain(`${firstPage.total} products</p>`);
    for (const category of categories) {
      expect(shop, category.slug).toContain(`value="${category.slug}"`);
      const [first] = (
        await get<{ products: Listed[] }>(
          `/api/web/product_list_get?page=1&per_page=8&category=${category.slug}`,
        )
      ).products;
      const html = await page(`categories/${category.slug}`);
      // As React writes text into HTML.
      const title = category.title.replaceAll('&', '&amp;').replaceAll("'", '&#x27;');
      expect(html, category.slug).toContain(`<title>${title} | VedaHerbs</title>`);
      if (first) expect(html, category.slug).toContain(first.name.toUpperCase());
    }
  });

  it('keeps a product page small enough for a slow connection', async () => {
    const html = await page(`product-details/${listed[0]!.slug}`);
    expect(gzipSync(html).length).toBeLessThanOrEqual(25 * 1024);
  });

  it("leaves the catalogue's pages out of the service worker's precache (there may be thousands)", async () => {
    const worker = await readFile(join(built.outDir, 'sw.js'), 'utf8');
    expect(worker).toContain('shop/index.html');
    expect(worker).not.toMatch(/(product|combo|blog)-details\/|categories\//);
  });

  it('prerenders every combo and article with its name', async () => {
    const combos = await get<{ slug: string; name: string }[]>(
      '/api/web/combo_list_get?assc=0&sortOrder=ASC&limit=100',
    );
    const articles = await get<{ slug: string; title: string }[]>('/api/web/blog_get');
    expect(combos.length).toBeGreaterThan(0);
    expect(articles.length).toBeGreaterThan(0);
    for (const combo of combos) {
      expect(await page(`combo-details/${combo.slug}`), combo.slug).toContain(combo.name);
    }
    for (const article of articles) {
      const html = await page(`blog-details/${article.slug}`);
      expect(html, article.slug).toContain(`<meta property="og:type" content="article"/>`);
      expect(html, article.slug).toContain(`<title>${article.title} | VedaHerbs</title>`);
    }
  });

  it('lists every prerendered page a search engine may read in sitemap.xml, named by robots.txt', async () => {
    const sitemap = await readFile(join(built.outDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain(`<loc>${SITE}/</loc>`);
    expect(sitemap).toContain(`<loc>${SITE}/shop</loc>`);
    expect(sitemap).toContain(`<loc>${SITE}/product-details/${listed[0]!.slug}</loc>`);
    expect(sitemap).not.toContain(`${SITE}/account<`);
    expect(sitemap).not.toContain('__spa-fallback');
    const robots = await readFile(join(built.outDir, 'robots.txt'), 'utf8');
    expect(robots).toMatch(new RegExp(`^Sitemap: ${SITE}/sitemap.xml$`, 'm'));
  });
});
