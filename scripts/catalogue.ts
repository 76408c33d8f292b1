/**
 * The catalogue as the build sees it: the slugs of every product, combo, article and category
 * the backend lists, whose pages React Router prerenders with their data (react-router.config.ts,
 * and src/app/routes.ts, which gives those routes their build-time loaders only when there is
 * something to prerender). Asked once per build; `null` when the build cannot reach the
 * backend (a demo build on the mock, a CI build against https://api.example.in): the pages
 * then share the fallback HTML and load their data in the browser, as every page of a
 * parameter did before.
 */
import { loadEnv } from 'vite';
import { paths } from '../src/config/paths.ts';

export type Catalogue = {
  products: string[];
  combos: string[];
  articles: string[];
  categories: string[];
};

const TIMEOUT_MS = 10_000;
/** Products per call of the shop grid's listing (the contract pages it). */
const PAGE_SIZE = 100;

type Listed = { slug?: unknown };

/** What a build is configured with: the environment, over the project's `.env` files. */
function buildSetting(name: string) {
  const fromFiles = loadEnv('production', process.cwd(), 'VITE_');
  return (process.env[name] ?? fromFiles[name] ?? '').trim();
}

/** `PRERENDER_LIMIT`: at most this many product pages (a very large catalogue); unset: all. */
export function prerenderLimit(value = process.env.PRERENDER_LIMIT): number {
  if (value === undefined || value.trim() === '') return Number.POSITIVE_INFINITY;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 0) {
    throw new Error(`PRERENDER_LIMIT: "${value}" is not a whole number of products`);
  }
  return limit;
}

async function getData(apiBaseUrl: string, path: string): Promise<unknown> {
  const response = await fetch(`${apiBaseUrl}${path}`, {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const body = (await response.json()) as { status?: unknown; data?: unknown };
  if (body.status !== true) throw new Error(`${path} answered status: false`);
  return body.data;
}

/** Slugs that make a path: strings, without duplicates. */
function slugsOf(list: unknown): string[] {
  if (!Array.isArray(list)) throw new Error('a listing is not a list');
  const slugs = (list as Listed[]).map((item) => item?.slug);
  return [...new Set(slugs.filter((slug): slug is string => typeof slug === 'string' && !!slug))];
}

/** The shop grid's pages (the contract's `{ products, total }`, or a bare list), up to `limit`. */
async function productSlugs(apiBaseUrl: string, limit: number) {
  const slugs = new Set<string>();
  for (let page = 1; slugs.size < limit; page += 1) {
    const data = await getData(
      apiBaseUrl,
      `/api/web/product_list_get?page=${page}&per_page=${PAGE_SIZE}`,
    );
    const products = Array.isArray(data) ? data : (data as { products?: unknown })?.products;
    const before = slugs.size;
    for (const slug of slugsOf(products)) slugs.add(slug);
    const total = Array.isArray(data) ? 0 : Number((data as { total?: unknown }).total) || 0;
    // A bare list is every product at once; a page that adds nothing is past the end.
    if (Array.isArray(data) || slugs.size === before || slugs.size >= total) break;
  }
  return [...slugs].slice(0, limit);
}

async function listCatalogue(apiBaseUrl: string): Promise<Catalogue> {
  const [products, combos, articles, categories] = await Promise.all([
    productSlugs(apiBaseUrl, prerenderLimit()),
    getData(apiBaseUrl, '/api/web/combo_list_get?assc=0&sortOrder=ASC&limit=100').then(slugsOf),
    getData(apiBaseUrl, '/api/web/blog_get?sortOrder=ASC').then(slugsOf),
    getData(apiBaseUrl, '/api/web/category_get').then(slugsOf),
  ]);
  return { products, combos, articles, categories };
}

/** The paths of the catalogue's pages. */
export const cataloguePaths = ({ products, combos, articles, categories }: Catalogue) => [
  ...products.map((slug) => paths.product.href(slug)),
  ...combos.map((slug) => paths.combo.href(slug)),
  ...articles.map((slug) => paths.blogDetails.href(slug)),
  ...categories.map((slug) => paths.category.href(slug)),
];

const asked = Symbol.for('storefront.catalogue');
type WithCatalogue = typeof globalThis & { [asked]?: Promise<Catalogue | null> };

/** A build (`react-router build`, `vite build`), not the dev server or a preview. */
const building = () => process.argv.slice(2).includes('build');

/**
 * The catalogue of this build, asked of the backend once (the config and the route table both
 * read it, in the same process). Only a build asks; the dev server and the preview never do.
 */
export function catalogueAtBuild(): Promise<Catalogue | null> {
  const store = globalThis as WithCatalogue;
  store[asked] ??= (async () => {
    if (!building()) return null;
    const apiBaseUrl = buildSetting('VITE_API_BASE_URL').replace(/\/+$/, '');
    if (!apiBaseUrl || buildSetting('VITE_USE_MOCK_API') === 'true') return null;
    try {
      const catalogue = await listCatalogue(apiBaseUrl);
      const { products, combos, articles, categories } = catalogue;
      console.log(
        `Prerendering the catalogue of ${apiBaseUrl}: ${products.length} products, ` +
          `${combos.length} combos, ${articles.length} articles, ${categories.length} categories.`,
      );
      return catalogue;
    } catch (error) {
      // fetch's own message is "fetch failed"; its cause says why (ENOTFOUND, ECONNREFUSED).
      const { message, cause } = error as Error & { cause?: { code?: string } };
      console.log(
        `The backend at ${apiBaseUrl} could not be reached (${cause?.code ?? message}): ` +
          'product, combo, article and category pages share the fallback HTML and load in the browser.',
      );
      return null;
    }
  })();
  return store[asked];
}
