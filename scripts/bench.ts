/**
 * `npm run bench`: how fast and how heavy the storefront is.
 *
 * Builds the app against the mock API, serves the production build next to
 * `mock:server` on 127.0.0.1 (HTTPS with a self-signed certificate, so HTTP/2, and
 * compressed, as a static host serves it), and runs Lighthouse (mobile preset, Debian's Chromium)
 * 3 times per page, for a first visit (with the intro) and a returning visit.
 * Prints the medians and writes them to bench/results.json. It reports; it never fails.
 *
 * The API is reached through the app's origin, as docs/nginx.conf deploys it; with
 * BENCH_SEPARATE_API=1 the app calls mock:server on its own origin instead.
 *
 *   BENCH_RUNS=3  MOCK_PRODUCT_COUNT=10000  BENCH_SEPARATE_API=1  CHROME_PATH=/usr/bin/chromium
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import basicSsl from '@vitejs/plugin-basic-ssl';
import { navigation } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { preview, type Plugin, type PreviewServer } from 'vite';

const MOCK_PORT = 8788;
const APP_PORT = 4188;
const API = `http://127.0.0.1:${MOCK_PORT}`;
const APP = `https://127.0.0.1:${APP_PORT}`;
const OUT_DIR = 'dist-bench';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const SEPARATE_API = Boolean(process.env.BENCH_SEPARATE_API);
const apiPlacement = SEPARATE_API ? 'on its own origin' : "through the app's origin";
// vite.config.ts reads the API origin for its CSP from the environment, as the children do.
const env = Object.assign(process.env, {
  VITE_API_BASE_URL: SEPARATE_API ? API : APP,
  VITE_RAZORPAY_SCRIPT_URL: `${API}/mock-razorpay/checkout.js`,
  VITE_RAZORPAY_KEY_ID: 'rzp_test_mockstorefront',
  MOCK_PORT: String(MOCK_PORT),
  MOCK_GZIP: '1',
});

const children: ChildProcess[] = [];
let app: PreviewServer | undefined;

function run(command: string, args: string[]) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

function serve(command: string, args: string[]) {
  const child = spawn(command, args, { env, stdio: 'ignore', detached: true });
  children.push(child);
}

async function waitFor(url: string) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not come up`);
}

async function stopAll() {
  await app?.close();
  for (const child of children) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

type Figures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  cssBytes: number;
  imageBytes: number;
  fontBytes: number;
};

type Lhr = {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    {
      numericValue?: number;
      details?: { items?: { resourceType?: string; transferSize?: number }[] };
    }
  >;
};

function figuresOf(lhr: Lhr): Figures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? 0;
  const bytes = (type: string) =>
    lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === type)
      ?.transferSize ?? 0;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(metric('first-contentful-paint')),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
    jsBytes: bytes('script'),
    cssBytes: bytes('stylesheet'),
    imageBytes: bytes('image'),
    fontBytes: bytes('font'),
  };
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function medians(runs: Figures[]): Figures {
  const keys = Object.keys(runs[0]) as (keyof Figures)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(runs.map((figures) => figures[key]))]),
  ) as Figures;
}

type Visit = 'first visit' | 'returning visit';

/**
 * Lighthouse stops measuring before the intro's clip and loader end, and the intro counts as
 * shown only once it is over; so, like a shopper who has seen enough, the bench skips it.
 */
async function skipIntro(page: Page) {
  // Clicked inside the page in one step: the intro may end on its own at any moment.
  await page.evaluate(() =>
    document.querySelector<HTMLButtonElement>('button.intro__skip')?.click(),
  );
  await page.waitForFunction(() => sessionStorage.getItem('intro-shown') !== null, {
    timeout: 5_000,
  });
}

/** One browser per run: a first visit, then the same tab again, the intro over. */
async function measure(path: string, cart: unknown[] | null) {
  const browser = await puppeteer.launch({
    executablePath: CHROME,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--ignore-certificate-errors', // the preview's certificate is self-signed
    ],
  });
  try {
    const page = await browser.newPage();
    if (cart) {
      await page.evaluateOnNewDocument((value) => {
        if (!localStorage.getItem('cart')) localStorage.setItem('cart', value);
      }, JSON.stringify(cart));
    }
    const results = {} as Record<Visit, Figures>;
    for (const visit of ['first visit', 'returning visit'] as Visit[]) {
      const result = await navigation(page, `${APP}${path}`, {
        flags: { disableStorageReset: true },
      });
      const lhr = result?.lhr as unknown as Lhr | undefined;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`);
      // A run whose trace broke scores zero everywhere; it would drag the median down.
      if (lhr.runtimeError) throw new Error(`${path}, ${visit}: ${lhr.runtimeError.code}`);
      results[visit] = figuresOf(lhr);
      if (visit === 'first visit') await skipIntro(page);
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** Lighthouse now and then loses a trace (NO_NAVSTART): such a run is measured again. */
async function measureWithRetries(path: string, cart: unknown[] | null, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(path, cart);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`Measuring again: ${(error as Error).message}`);
    }
  }
}

/** Gzip size of the JS and CSS that index.html makes the browser load before anything else. */
async function upfrontBytes() {
  const html = await readFile(join(OUT_DIR, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
    (match) => match[1],
  );
  const sizes = { js: 0, css: 0 };
  for (const file of new Set(files)) {
    const gzipped = gzipSync(await readFile(join(OUT_DIR, file))).length;
    if (file.endsWith('.js')) sizes.js += gzipped;
    else sizes.css += gzipped;
  }
  return sizes;
}

/**
 * Forwards /api/ to mock:server, as docs/nginx.conf forwards it to the backend. (Vite's own
 * `proxy` option would drop the preview to HTTP/1.1.)
 */
function apiThroughAppOrigin(): Plugin {
  return {
    name: 'api-through-app-origin',
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        if (!request.url?.startsWith('/api/')) return next();
        const headers = Object.fromEntries(
          Object.entries(request.headers).filter(([name]) => !name.startsWith(':')),
        );
        const upstream = httpRequest(
          `${API}${request.url}`,
          { method: request.method, headers: { ...headers, host: new URL(API).host } },
          (answer) => {
            const kept = { ...answer.headers };
            // HTTP/2 forbids HTTP/1.1's connection-specific headers.
            for (const name of ['connection', 'keep-alive', 'transfer-encoding']) delete kept[name];
            response.writeHead(answer.statusCode ?? 502, kept);
            answer.pipe(response);
          },
        );
        upstream.on('error', () => {
          if (response.headersSent) response.destroy();
          else response.writeHead(502).end();
        });
        request.pipe(upstream);
      });
    },
  };
}

/** A server left on the mock's port would answer instead of this run's mock (and its seeding). */
async function assertMockPortFree() {
  const taken = await fetch(`${API}/api/web/category_get`).then(
    () => true,
    () => false,
  );
  if (taken)
    throw new Error(`Port ${MOCK_PORT} is in use: stop what runs there, then bench again.`);
}

async function main() {
  await assertMockPortFree();
  await run('npx', ['vite', 'build', '--outDir', OUT_DIR, '--emptyOutDir', '--logLevel', 'warn']);
  serve('npx', ['tsx', 'src/mocks/server.ts']);
  // Served as a static host serves it (docs/nginx.conf): over HTTPS, so Chromium speaks HTTP/2
  // and the page's many small chunks and API calls share one connection, and compressed.
  app = await preview({
    build: { outDir: OUT_DIR },
    preview: { host: '127.0.0.1', port: APP_PORT, strictPort: true },
    plugins: [
      basicSsl({ domains: ['127.0.0.1'] }),
      ...(SEPARATE_API ? [] : [apiThroughAppOrigin()]),
    ],
    logLevel: 'warn',
  });
  await waitFor(`${API}/api/web/category_get`);

  const list = (await (await fetch(`${API}/api/web/product_list_get?limit=2`)).json()) as {
    data: { id: number; slug: string; name: string; price: number; default_image: string }[];
  };
  const [first, second] = list.data;
  const cart = [first, second].map((product) => ({
    id: product.id,
    name: product.name,
    price: product.price,
    image: product.default_image,
    slug: product.slug,
    quantity: 1,
  }));
  const pages: { name: string; path: string; cart: unknown[] | null }[] = [
    { name: 'home', path: '/', cart: null },
    { name: 'shop', path: '/shop', cart: null },
    { name: 'product', path: `/product-details/${first.slug}`, cart: null },
    { name: 'blogs', path: '/blogs', cart: null },
    { name: 'checkout', path: '/checkout', cart },
  ];

  const report: Record<string, Record<Visit, Figures>> = {};
  for (const page of pages) {
    const runs: Record<Visit, Figures>[] = [];
    for (let index = 0; index < RUNS; index += 1) {
      process.stdout.write(`Measuring ${page.path} (run ${index + 1} of ${RUNS})...\n`);
      runs.push(await measureWithRetries(page.path, page.cart));
    }
    report[page.name] = {
      'first visit': medians(runs.map((result) => result['first visit'])),
      'returning visit': medians(runs.map((result) => result['returning visit'])),
    };
  }

  const upfront = await upfrontBytes();
  const rows = Object.entries(report).flatMap(([name, visits]) =>
    Object.entries(visits).map(([visit, figures]) => ({ page: name, visit, ...figures })),
  );
  console.log(
    `\nLighthouse mobile preset, median of ${RUNS} runs, ${process.env.MOCK_PRODUCT_COUNT ?? 'seeded'} products, API ${apiPlacement}`,
  );
  console.table(rows);
  console.log(
    `Home page up front: JS ${(upfront.js / 1024).toFixed(1)} KB gzip, CSS ${(upfront.css / 1024).toFixed(1)} KB gzip`,
  );

  await mkdir('bench', { recursive: true });
  await writeFile(
    'bench/results.json',
    JSON.stringify(
      {
        date: new Date().toISOString(),
        runs: RUNS,
        productCount: Number(process.env.MOCK_PRODUCT_COUNT ?? 0) || null,
        api: apiPlacement,
        pages: report,
        upfrontGzipBytes: upfront,
      },
      null,
      2,
    ),
  );
  console.log('Wrote bench/results.json');
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 0;
  })
  .finally(stopAll);
