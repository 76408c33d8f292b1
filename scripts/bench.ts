/**
 * `npm run bench`: how fast and how heavy the storefront is, next to a static page of its shape.
 *
 * One run:
 * 1. starts `mock:server` on http://127.0.0.1:8788 (answers gzipped, as a production API's),
 *    runs Lighthouse's CPU benchmark in the browser, and sets the CPU slowdown of every
 *    measurement from Lighthouse's calculator (scripts/cpu-slowdown.ts), so that every machine
 *    emulates the same phone; it prints the index and the multiplier;
 * 2. for each deployment (BENCH_DEPLOYMENTS, both by default, in this order):
 *    - `same`: the API under the shop's origin, as docs/nginx.conf deploys it: the app's
 *      preview forwards /api/ to mock:server (VITE_API_BASE_URL=https://127.0.0.1:4188);
 *    - `separate`: the API on an origin of its own, also over HTTPS/HTTP2: one more preview,
 *      https://127.0.0.1:4189, forwards every request to mock:server, and VITE_API_BASE_URL
 *      names it;
 *    builds the app into dist-bench with that VITE_API_BASE_URL (the build writes it into the
 *    Content-Security-Policy), serves the site, dist-bench/client, with `vite preview` on
 *    https://127.0.0.1:4188 (self-signed certificate, so HTTP/2, and compressed, as a static
 *    host serves it), and serves the static reference page (../shared/perf/static-ref, see its
 *    README) with the same server, protocol and compression on https://127.0.0.1:4190, and the
 *    named stack (scripts/named-stack: the reference's shape drawn and hydrated by React, React
 *    Router, TanStack Query and axios alone, its cards asked again through /api/) on :4191;
 *    runs Lighthouse (mobile preset, the CPU slowdown as calibrated, Debian's Chromium)
 *    BENCH_RUNS times on the reference and the named stack (first visits) and on 5 pages (a
 *    first visit with the intro, then a returning visit in the same tab), taking turns, so that
 *    they share the machine's ups and downs; the console's warnings and errors are
 *    collected during every visit, which stays on the page until 3.5 s after its load event
 *    (Chrome reports unused preloads at 3 s);
 *    measures tap-ready on home, shop and a product BENCH_RUNS times (scripts/tap-ready.ts);
 *    prints the medians, each page's FCP and LCP as ratios to the reference's first visit (and
 *    both as the unthrottled run observed them), the lowest and highest run of FCP, LCP, TBT
 *    and CLS, tap-ready beside LCP, the home page's up-front JS/CSS, the console messages per
 *    page and the targets, PASS or FAIL;
 * 3. writes bench/results.json (again after each deployment).
 * It reports; it never fails (exit code 0).
 *
 *   BENCH_RUNS=3             Lighthouse runs per page and visit (medians)
 *   BENCH_DEPLOYMENTS=same,separate   which deployments, in this order
 *   BENCH_REFERENCE_DIR=../shared/perf/static-ref   the reference page (from the repo's root)
 *   BENCH_SAVE_REPORTS=dir   keep every Lighthouse report (JSON) in dir
 *   BENCH_PAGES=home,shop    only these pages (home, shop, product, blogs, checkout); a run
 *                            with fewer pages checks only their targets
 *   MOCK_PRODUCT_COUNT=10000
 *   CHROME_PATH=/usr/bin/chromium  the browser (Debian's old headless shell,
 *                            /usr/bin/chromium-headless-shell, is an option)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import basicSsl from '@vitejs/plugin-basic-ssl';
import { navigation } from 'lighthouse';
import * as lighthouseConstants from 'lighthouse/core/config/constants.js';
import { ExecutionContext } from 'lighthouse/core/gather/driver/execution-context.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import puppeteer, { type Page } from 'puppeteer-core';
import { preview, type Plugin, type PreviewServer } from 'vite';
import { cpuSlowdownFor } from './cpu-slowdown';
import { buildNamedStack } from './named-stack/build';
import { measureTapReady } from './tap-ready';
import { MAX_UPFRONT_JS_KB, upfrontBytes, withinUpfrontBudget } from './upfront-bytes';

const HOST = '127.0.0.1';
const MOCK_PORT = 8788;
const APP_PORT = 4188;
const API_PORT = 4189;
const REFERENCE_PORT = 4190;
const NAMED_STACK_PORT = 4191;
const MOCK = `http://${HOST}:${MOCK_PORT}`;
const APP = `https://${HOST}:${APP_PORT}`;
const API_ORIGIN = `https://${HOST}:${API_PORT}`;
const REFERENCE = `https://${HOST}:${REFERENCE_PORT}`;
const NAMED_STACK = `https://${HOST}:${NAMED_STACK_PORT}`;
const BUILD_DIR = 'dist-bench';
/** The site React Router writes under its build directory. */
const OUT_DIR = `${BUILD_DIR}/client`;
/** Outside BUILD_DIR, which each build of the shop empties. */
const NAMED_STACK_DIR = resolve('node_modules/.cache/bench-named-stack');
const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const REFERENCE_DIR = resolve(
  REPO_ROOT,
  process.env.BENCH_REFERENCE_DIR || '../shared/perf/static-ref',
);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/**
 * Debian's Chromium, as a shopper's browser runs (its new headless mode is the whole desktop
 * browser with its window hidden). Its old headless shell (package chromium-headless-shell), the
 * same Blink and V8 without the window, is an option: `CHROME_PATH=/usr/bin/chromium-headless-shell`.
 */
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const IS_HEADLESS_SHELL = /headless[-_]shell/.test(CHROME);
/** Chrome warns of an unused preload 3 s after the load event; a visit lasts at least that. */
const AFTER_LOAD_MS = 3_500;

// vite.config.ts reads its settings from the environment, in the build (a child) and in the
// previews (this process) alike; VITE_API_BASE_URL is set per deployment.
Object.assign(process.env, {
  VITE_RAZORPAY_SCRIPT_URL: `${MOCK}/mock-razorpay/checkout.js`,
  VITE_RAZORPAY_KEY_ID: 'rzp_test_mockstorefront',
  MOCK_PORT: String(MOCK_PORT),
  MOCK_GZIP: '1',
  // Where the build writes, and where the previews read the pages' script hashes.
  BUILD_DIRECTORY: BUILD_DIR,
});

type RatioLimits = { homeFcp: number; everyPageLcp: number };

const DEPLOYMENTS = {
  same: {
    label: "API through the shop's origin",
    apiBaseUrl: APP,
    limits: { homeFcp: 1.15, everyPageLcp: 1.2 },
  },
  separate: {
    label: 'API on its own origin',
    apiBaseUrl: API_ORIGIN,
    limits: { homeFcp: 1.15, everyPageLcp: 1.3 },
  },
} satisfies Record<string, { label: string; apiBaseUrl: string; limits: RatioLimits }>;

type Deployment = keyof typeof DEPLOYMENTS;

/** Targets that hold for both deployments. TBT and the score are printed beside the reference. */
const MAX_CLS = 0.01;
/** Tap-ready within this long after the page's LCP. */
const MAX_TAP_AFTER_LCP_MS = 1500;
/** The pages whose tap-ready is measured. */
const TAP_PAGES = ['home', 'shop', 'product'];

const isDeployment = (name: string): name is Deployment => Object.hasOwn(DEPLOYMENTS, name);

function chosenDeployments(): Deployment[] {
  const names = (process.env.BENCH_DEPLOYMENTS || 'same,separate')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !isDeployment(name));
  if (unknown.length || !names.length) {
    throw new Error(`BENCH_DEPLOYMENTS: "${unknown.join(',')}": say same, separate or both.`);
  }
  return [...new Set(names.filter(isDeployment))];
}

// ---------------------------------------------------------------------------------------------
// Processes and servers

const children: ChildProcess[] = [];
const servers: PreviewServer[] = [];

function run(command: string, args: string[], env: Record<string, string> = {}) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

function serve(command: string, args: string[]) {
  const child = spawn(command, args, { env: process.env, stdio: 'ignore', detached: true });
  children.push(child);
}

function stopChildren() {
  for (const child of children.splice(0)) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

async function closeServers() {
  await Promise.all(servers.splice(0).map((server) => server.close()));
}

async function stopAll() {
  await closeServers();
  stopChildren();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(url: string) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(500);
  }
  throw new Error(`${url} did not come up`);
}

/** A server left on the mock's port would answer instead of this run's mock (and its seeding). */
async function assertMockPortFree() {
  const taken = await fetch(`${MOCK}/api/web/category_get`).then(
    () => true,
    () => false,
  );
  if (taken)
    throw new Error(`Port ${MOCK_PORT} is in use: stop what runs there, then bench again.`);
}

function assertReferenceThere() {
  if (!existsSync(join(REFERENCE_DIR, 'index.html'))) {
    throw new Error(`No reference page at ${REFERENCE_DIR}/index.html (BENCH_REFERENCE_DIR).`);
  }
}

/**
 * Forwards the requests `wanted` picks to mock:server, as docs/nginx.conf forwards /api/ to the
 * backend. (Vite's own `proxy` option would drop the preview to HTTP/1.1.) It runs before the
 * preview's compression, so answers go out as the mock compressed them.
 */
function forwardToMock(name: string, wanted: (url: string) => boolean): Plugin {
  return {
    name,
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        if (!request.url || !wanted(request.url)) return next();
        const headers = Object.fromEntries(
          Object.entries(request.headers).filter(([header]) => !header.startsWith(':')),
        );
        const upstream = httpRequest(
          `${MOCK}${request.url}`,
          { method: request.method, headers: { ...headers, host: new URL(MOCK).host } },
          (answer) => {
            const kept = { ...answer.headers };
            // HTTP/2 forbids HTTP/1.1's connection-specific headers.
            for (const header of ['connection', 'keep-alive', 'transfer-encoding']) {
              delete kept[header];
            }
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

const https = () => basicSsl({ domains: [HOST] });

/**
 * A directory served as a static host serves it (docs/nginx.conf): `vite preview` with the
 * project's configuration (its headers), over HTTPS, so Chromium speaks HTTP/2 and the many
 * small chunks and API calls share one connection, and gzip-compressed (vite preview compresses
 * text answers of 1 KB or more, whatever the directory).
 */
async function serveDirectory(outDir: string, port: number, plugins: Plugin[] = []) {
  const server = await preview({
    build: { outDir },
    preview: { host: HOST, port, strictPort: true },
    plugins: [https(), ...plugins],
    logLevel: 'warn',
  });
  servers.push(server);
}

/**
 * A directory of its own (the reference page, the named stack), served the same way but without
 * the project's configuration, whose React Router plugin would serve the shop's build instead.
 */
async function serveStatic(outDir: string, port: number, plugins: Plugin[] = []) {
  const server = await preview({
    configFile: false,
    build: { outDir },
    preview: { host: HOST, port, strictPort: true },
    plugins: [https(), ...plugins],
    logLevel: 'warn',
  });
  servers.push(server);
}

/**
 * The API on an origin of its own, over HTTPS/HTTP2 like the shop: a preview without the
 * project's configuration that forwards everything, CORS included, to mock:server.
 */
async function serveApiOrigin(port = API_PORT) {
  const server = await preview({
    configFile: false,
    // Any directory that exists: every request is forwarded.
    build: { outDir: REFERENCE_DIR },
    preview: { host: HOST, port, strictPort: true, cors: false },
    plugins: [https(), forwardToMock('api-origin', () => true)],
    logLevel: 'warn',
  });
  servers.push(server);
  return server;
}

async function serveDeployment(deployment: Deployment) {
  const sameOrigin = deployment === 'same';
  await serveDirectory(
    OUT_DIR,
    APP_PORT,
    sameOrigin ? [forwardToMock('api-through-app-origin', (url) => url.startsWith('/api/'))] : [],
  );
  if (!sameOrigin) await serveApiOrigin();
  await serveStatic(REFERENCE_DIR, REFERENCE_PORT);
  await serveStatic(NAMED_STACK_DIR, NAMED_STACK_PORT, [
    forwardToMock('api-through-named-stack', (url) => url.startsWith('/api/')),
  ]);
}

// ---------------------------------------------------------------------------------------------
// Lighthouse

type Figures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  /**
   * The paints as this unthrottled run saw them. Lantern's FCP counts every module the page
   * preloads as blocking it (decision 015): these show how far the simulation strays from it.
   */
  observedFcpMs: number;
  observedLcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  cssBytes: number;
  imageBytes: number;
  fontBytes: number;
  /**
   * Lighthouse's measure of the machine's speed during this run. The CPU slowdown is calibrated
   * once, at the start: a busier moment shows here as a lower index (and a higher TBT).
   */
  cpuIndex: number;
};

type Lhr = {
  runtimeError?: { code: string; message: string };
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    {
      numericValue?: number;
      details?: {
        items?: {
          resourceType?: string;
          transferSize?: number;
          observedFirstContentfulPaint?: number;
          observedLargestContentfulPaint?: number;
        }[];
      };
    }
  >;
};

function figuresOf(lhr: Lhr): Figures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? 0;
  const observed = lhr.audits.metrics?.details?.items?.[0];
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
    observedFcpMs: Math.round(observed?.observedFirstContentfulPaint ?? 0),
    observedLcpMs: Math.round(observed?.observedLargestContentfulPaint ?? 0),
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
    jsBytes: bytes('script'),
    cssBytes: bytes('stylesheet'),
    imageBytes: bytes('image'),
    fontBytes: bytes('font'),
    cpuIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
  };
}

/**
 * tsx compiles Lighthouse's files that use `import.meta` (page-functions.js among them) with
 * esbuild's keepNames, which wraps named functions in `__name(...)`; Lighthouse sends those
 * functions into the page, where `__name` does not exist ("ReferenceError: __name is not
 * defined", every run). Lighthouse's own bundled builds define it next to each evaluation's
 * dependencies; when tsx has done this, so does the bench.
 */
function defineKeepNamesHelperInPages() {
  const wrapped = String(pageFunctions.computeBenchmarkIndex).includes('__name(');
  if (!wrapped || pageFunctions.esbuildFunctionWrapperString) return;
  const helper =
    'var __name = (fn, value) => Object.defineProperty(fn, "name", { value, configurable: true });';
  const serializeDeps = ExecutionContext.serializeDeps.bind(ExecutionContext);
  ExecutionContext.serializeDeps = (deps) => `${helper}\n${serializeDeps(deps)}`;
}

type Visit = 'first visit' | 'returning visit';
const BOTH_VISITS: Visit[] = ['first visit', 'returning visit'];
type VisitResult = { figures: Figures; console: string[] };

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

/**
 * The page's console warnings and errors (Chrome's own, such as "was preloaded using link
 * preload but not used within a few seconds", included) and uncaught exceptions, as distinct
 * lines; `take` hands over what came since the last call.
 */
function watchConsole(page: Page) {
  let seen = new Set<string>();
  page.on('console', (message) => {
    const type = message.type();
    if (type !== 'warn' && type !== 'error' && type !== 'assert') return;
    const text = message.text();
    // "Failed to load resource: 404" does not say which resource.
    const where = text.startsWith('Failed to load resource') ? ` (${message.location().url})` : '';
    seen.add(`${type}: ${text}${where}`);
  });
  page.on('pageerror', (error) =>
    seen.add(`uncaught: ${error instanceof Error ? error.message : String(error)}`),
  );
  return {
    take() {
      const taken = [...seen];
      seen = new Set();
      return taken;
    },
  };
}

/** Stays on the page until Chrome's unused-preload warning would have come. */
async function lingerAfterLoad(page: Page) {
  const sinceLoad = await page.evaluate(() => {
    const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return entry?.loadEventEnd ? performance.now() - entry.loadEventEnd : 0;
  });
  await sleep(Math.max(0, AFTER_LOAD_MS - sinceLoad));
}

/**
 * Run as root (as in CI), Chromium raises its browser, GPU, IO and compositor threads to nice -8,
 * which no ordinary user's Chromium may do; on a machine of two cores the page's main thread then
 * waits behind them, and Lighthouse counts the wait 4 times over as blocking. So a root bench
 * launches Chromium without that right (setpriv, from util-linux), as a shopper's desktop runs it.
 */
const UNPRIVILEGED_CHROMIUM =
  process.getuid?.() === 0 && existsSync('/usr/bin/setpriv')
    ? join(REPO_ROOT, 'scripts/chromium-unprivileged.sh')
    : undefined;

function launchChromium() {
  return puppeteer.launch({
    executablePath: UNPRIVILEGED_CHROMIUM ?? CHROME,
    env: { ...process.env, BENCH_CHROMIUM: CHROME },
    headless: IS_HEADLESS_SHELL ? 'shell' : true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--ignore-certificate-errors', // the previews' certificate is self-signed
      // The address bar's popups as web pages of their own, which headless Chromium 156 loads and
      // runs in a renderer beside the page; Puppeteer 25 (Node 22 and up) turns them off too.
      '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
    ],
  });
}

type Subject = { name: string; url: string; cart: unknown[] | null; intro: boolean };

/** The mobile preset, with the CPU slowdown calibrated for this machine. */
const lighthouseConfig = (cpuSlowdown: number) => ({
  extends: 'lighthouse:default',
  settings: {
    throttling: {
      ...lighthouseConstants.throttling.mobileSlow4G,
      cpuSlowdownMultiplier: cpuSlowdown,
    },
  },
});

/** One browser per run: a first visit, then (for the app) the same tab again, the intro over. */
async function measure<V extends Visit>(
  subject: Subject,
  visits: readonly V[],
  cpuSlowdown: number,
) {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const consoleMessages = watchConsole(page);
    if (subject.cart) {
      // Only in the shop's documents: Lighthouse's about:blank may not touch localStorage.
      await page.evaluateOnNewDocument(
        (value, origin) => {
          if (location.origin !== origin) return;
          if (!localStorage.getItem('cart')) localStorage.setItem('cart', value);
        },
        JSON.stringify(subject.cart),
        new URL(subject.url).origin,
      );
    }
    const results = {} as Record<V, VisitResult>;
    for (const [index, visit] of visits.entries()) {
      const result = await navigation(page, subject.url, {
        config: lighthouseConfig(cpuSlowdown),
        flags: { disableStorageReset: true },
      });
      const lhr = result?.lhr as unknown as Lhr | undefined;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${subject.url}`);
      // A run whose trace broke scores zero everywhere; it would drag the median down.
      if (lhr.runtimeError) throw new Error(`${subject.url}, ${visit}: ${lhr.runtimeError.code}`);
      await saveReport(lhr, result?.artifacts.Trace, subject, visit);
      await lingerAfterLoad(page);
      if (subject.intro && index < visits.length - 1) await skipIntro(page);
      results[visit] = { figures: figuresOf(lhr), console: consoleMessages.take() };
    }
    return results;
  } finally {
    await browser.close();
  }
}

/**
 * With BENCH_SAVE_REPORTS=dir, every Lighthouse report is kept there, for its long tasks and
 * waterfalls, with the trace it was computed from beside it (`.trace.json`, for the tasks' own
 * events: Lighthouse's simulation scales those it counts by the mobile preset's 4x).
 */
async function saveReport(lhr: Lhr, trace: unknown, subject: Subject, visit: Visit) {
  const dir = process.env.BENCH_SAVE_REPORTS;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  const name = `${subject.name}-${visit.replace(' ', '-')}-${Date.now()}`;
  await writeFile(`${dir}/${name}.json`, JSON.stringify(lhr));
  if (trace) await writeFile(`${dir}/${name}.trace.json`, JSON.stringify(trace));
}

/** Lighthouse now and then loses a trace (NO_NAVSTART): such a run is measured again. */
async function measureWithRetries<V extends Visit>(
  subject: Subject,
  visits: readonly V[],
  cpuSlowdown: number,
  attempts = 3,
) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(subject, visits, cpuSlowdown);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`Measuring again: ${(error as Error).message}`);
    }
  }
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

/** The timings whose lowest and highest run the bench prints beside the medians. */
const SPREAD_KEYS = ['fcpMs', 'lcpMs', 'tbtMs', 'cls'] as const;
type Spread = Record<(typeof SPREAD_KEYS)[number], [lowest: number, highest: number]>;

function spreadOf(runs: Figures[]): Spread {
  return Object.fromEntries(
    SPREAD_KEYS.map((key) => {
      const values = runs.map((figures) => figures[key]);
      return [key, [Math.min(...values), Math.max(...values)]];
    }),
  ) as Spread;
}

/**
 * Medians of the figures, the spread of the timings, and every distinct console line of every
 * run, per visit.
 */
function summarise<V extends Visit>(runs: Record<V, VisitResult>[], visits: readonly V[]) {
  const figures = {} as Record<V, Figures>;
  const spread = {} as Record<V, Spread>;
  const consoleLines = {} as Record<V, string[]>;
  for (const visit of visits) {
    const visitFigures = runs.map((result) => result[visit].figures);
    figures[visit] = medians(visitFigures);
    spread[visit] = spreadOf(visitFigures);
    consoleLines[visit] = [...new Set(runs.flatMap((result) => result[visit].console))];
  }
  return { figures, spread, console: consoleLines };
}

type AppPage = { name: string; path: string; cart: unknown[] | null };

type Measured = {
  reference: ReturnType<typeof summarise<'first visit'>>;
  namedStack: ReturnType<typeof summarise<'first visit'>>;
  pages: Record<string, ReturnType<typeof summarise<Visit>>>;
};

/** RUNS rounds of the reference, the named stack and every page, in turn. */
async function measureAll(pages: AppPage[], cpuSlowdown: number): Promise<Measured> {
  const reference: Subject = { name: 'reference', url: `${REFERENCE}/`, cart: null, intro: false };
  const namedStack: Subject = {
    name: 'named stack',
    url: `${NAMED_STACK}/`,
    cart: null,
    intro: false,
  };
  const referenceRuns: Record<'first visit', VisitResult>[] = [];
  const namedStackRuns: Record<'first visit', VisitResult>[] = [];
  const pageRuns = new Map<string, Record<Visit, VisitResult>[]>(pages.map((p) => [p.name, []]));
  for (let round = 1; round <= RUNS; round += 1) {
    console.log(`Measuring the reference and the named stack (run ${round} of ${RUNS})...`);
    referenceRuns.push(await measureWithRetries(reference, ['first visit'] as const, cpuSlowdown));
    namedStackRuns.push(
      await measureWithRetries(namedStack, ['first visit'] as const, cpuSlowdown),
    );
    for (const page of pages) {
      console.log(`Measuring ${page.path} (run ${round} of ${RUNS})...`);
      const subject: Subject = { ...page, url: `${APP}${page.path}`, intro: true };
      pageRuns.get(page.name)?.push(await measureWithRetries(subject, BOTH_VISITS, cpuSlowdown));
    }
  }
  return {
    reference: summarise(referenceRuns, ['first visit'] as const),
    namedStack: summarise(namedStackRuns, ['first visit'] as const),
    pages: Object.fromEntries(
      [...pageRuns].map(([name, runs]) => [name, summarise(runs, BOTH_VISITS)]),
    ),
  };
}

/** Lighthouse's own CPU benchmark, run 5 times in the bench's browser: the median index. */
async function calibrate() {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const benchmark = `(${String(pageFunctions.computeBenchmarkIndex)})()`;
    // See defineKeepNamesHelperInPages: the function may call tsx's `__name`.
    const helper = 'var __name = (fn) => fn;';
    const indexes: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      indexes.push((await page.evaluate(`${helper}\n${benchmark}`)) as number);
    }
    const benchmarkIndex = Math.round(median(indexes));
    const cpuSlowdown = cpuSlowdownFor(benchmarkIndex);
    console.log(
      `Lighthouse benchmark index ${benchmarkIndex} (runs ${indexes.join(', ')}): ` +
        `CPU slowdown ${cpuSlowdown}x (Lighthouse's calculator)`,
    );
    return { benchmarkIndex, cpuSlowdown };
  } finally {
    await browser.close();
  }
}

type TapReady = Record<string, { medianMs: number; runs: number[] }>;

/** RUNS first visits of each of TAP_PAGES, each in a browser of its own. */
async function measureTapReadiness(pages: AppPage[], cpuSlowdown: number): Promise<TapReady> {
  const measured: TapReady = {};
  for (const page of pages.filter((candidate) => TAP_PAGES.includes(candidate.name))) {
    const runs: number[] = [];
    for (let round = 1; round <= RUNS; round += 1) {
      console.log(`Tap-ready on ${page.path} (run ${round} of ${RUNS})...`);
      const browser = await launchChromium();
      try {
        runs.push(await measureTapReady(browser, `${APP}${page.path}`, cpuSlowdown));
      } finally {
        await browser.close();
      }
    }
    measured[page.name] = { medianMs: median(runs), runs };
  }
  return measured;
}

// ---------------------------------------------------------------------------------------------
// Build and bytes

/**
 * Builds the shop for `deployment`. The build asks the API for the catalogue it prerenders, at
 * the address the shop will call: the API is served there meanwhile (over the previews'
 * self-signed certificate, which the build is told to accept).
 */
async function build(deployment: Deployment) {
  const { apiBaseUrl } = DEPLOYMENTS[deployment];
  process.env.VITE_API_BASE_URL = apiBaseUrl;
  const api = await serveApiOrigin(Number(new URL(apiBaseUrl).port));
  try {
    await run('npx', ['react-router', 'build', '--logLevel', 'warn'], {
      NODE_TLS_REJECT_UNAUTHORIZED: '0',
    });
  } finally {
    await api.close();
    servers.splice(servers.indexOf(api), 1);
  }
}

// ---------------------------------------------------------------------------------------------
// Report

type PageRow = Figures & { fcpRatio: number; lcpRatio: number };
type TargetResult = { target: string; pass: boolean; figure: string };

type DeploymentReport = {
  api: string;
  apiBaseUrl: string;
  reference: Figures;
  /** The named stack alone on a page of the reference's shape (scripts/named-stack/). */
  namedStack: PageRow;
  pages: Record<string, Record<Visit, PageRow>>;
  /** Lowest and highest of RUNS runs, the reference's and the named stack's included. */
  spread: Record<string, Partial<Record<Visit, Spread>>>;
  console: Record<string, Record<string, string[]>>;
  upfrontGzipBytes: { js: number; css: number };
  tapReady: TapReady;
  targets: TargetResult[];
};

const ratio = (value: number, reference: number) => Math.round((value / reference) * 100) / 100;
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** FCP and LCP divided by the reference's first visit. */
function withRatio(measured: Measured, figures: Figures): PageRow {
  const reference = measured.reference.figures['first visit'];
  return {
    ...figures,
    fcpRatio: ratio(figures.fcpMs, reference.fcpMs),
    lcpRatio: ratio(figures.lcpMs, reference.lcpMs),
  };
}

/** Every visit of every page, with its ratios. */
function withRatios(measured: Measured): Record<string, Record<Visit, PageRow>> {
  const rows = (figures: Figures) => withRatio(measured, figures);
  return Object.fromEntries(
    Object.entries(measured.pages).map(([name, { figures }]) => [
      name,
      {
        'first visit': rows(figures['first visit']),
        'returning visit': rows(figures['returning visit']),
      },
    ]),
  );
}

/** A target on one figure per page (and visit): passes when every one of them does. */
function onEveryPage(
  target: string,
  pages: Record<string, Record<Visit, PageRow>>,
  visits: Visit[],
  value: (row: PageRow) => number,
  passes: (value: number) => boolean,
  format: (value: number) => string,
): TargetResult {
  const values = Object.entries(pages).map(
    ([name, rows]) => [name, visits.map((visit) => value(rows[visit]))] as const,
  );
  return {
    target,
    pass: values.every(([, figures]) => figures.every(passes)),
    figure: values.map(([name, figures]) => `${name} ${figures.map(format).join('/')}`).join(', '),
  };
}

function checkTargets(
  deployment: Deployment,
  pages: Record<string, Record<Visit, PageRow>>,
  upfront: { js: number },
  tapReady: TapReady,
): TargetResult[] {
  const { limits } = DEPLOYMENTS[deployment];
  const home = pages.home?.['first visit'];
  const two = (value: number) => value.toFixed(2);
  const first: Visit[] = ['first visit'];
  const homeTargets: TargetResult[] = home
    ? [
        {
          target: `home FCP ratio <= ${two(limits.homeFcp)}`,
          pass: home.fcpRatio <= limits.homeFcp,
          figure: two(home.fcpRatio),
        },
      ]
    : [];
  return [
    ...homeTargets,
    onEveryPage(
      `LCP ratio <= ${two(limits.everyPageLcp)} on every page`,
      pages,
      first,
      (row) => row.lcpRatio,
      (value) => value <= limits.everyPageLcp,
      two,
    ),
    onEveryPage(
      `CLS <= ${MAX_CLS} on every page (first/returning visit)`,
      pages,
      BOTH_VISITS,
      (row) => row.cls,
      (value) => value <= MAX_CLS,
      String,
    ),
    {
      target: `home up-front JS <= ${MAX_UPFRONT_JS_KB} KB gzip`,
      pass: withinUpfrontBudget(upfront.js),
      figure: `${kb(upfront.js)} KB`,
    },
    ...Object.entries(tapReady).map(([name, { medianMs }]) => {
      const lcpMs = pages[name]?.['first visit'].lcpMs ?? 0;
      return {
        target: `${name} tap-ready <= LCP + ${MAX_TAP_AFTER_LCP_MS} ms`,
        pass: medianMs <= lcpMs + MAX_TAP_AFTER_LCP_MS,
        figure: `${medianMs} ms (LCP ${lcpMs} ms, LCP + ${medianMs - lcpMs} ms)`,
      };
    }),
  ];
}

function printTable(
  reference: Figures,
  namedStack: PageRow,
  pages: Record<string, Record<Visit, PageRow>>,
) {
  const row = (page: string, visit: string, figures: Figures, ratios: [string, string]) => {
    const { performance, accessibility, bestPractices, seo, fcpMs, lcpMs, ...rest } = figures;
    const [fcpRatio, lcpRatio] = ratios;
    const scores = { performance, accessibility, bestPractices, seo };
    return {
      page,
      visit,
      ...scores,
      fcpMs,
      'fcp/ref': fcpRatio,
      lcpMs,
      'lcp/ref': lcpRatio,
      ...rest,
    };
  };
  const ratioRow = (page: string, visit: string, { fcpRatio, lcpRatio, ...figures }: PageRow) =>
    row(page, visit, figures, [fcpRatio.toFixed(2), lcpRatio.toFixed(2)]);
  const rows = [
    row('reference', 'first visit', reference, ['1.00', '1.00']),
    ratioRow('named stack', 'first visit', namedStack),
    ...Object.entries(pages).flatMap(([name, visits]) =>
      BOTH_VISITS.map((visit) => ratioRow(name, visit, visits[visit])),
    ),
  ];
  console.table(rows);
}

/** One run can differ from the next by more than a change does: read a median beside this. */
function printSpread(spread: DeploymentReport['spread']) {
  console.log(`Spread over ${RUNS} runs (lowest-highest):`);
  const range = ([lowest, highest]: [number, number]) => `${lowest}-${highest}`;
  console.table(
    Object.entries(spread).flatMap(([page, visits]) =>
      Object.entries(visits).map(([visit, figures]) => ({
        page,
        visit,
        ...Object.fromEntries(SPREAD_KEYS.map((key) => [key, range(figures[key])])),
      })),
    ),
  );
}

function printConsole(consoleLines: DeploymentReport['console']) {
  console.log('Console warnings and errors (every run):');
  for (const [name, visits] of Object.entries(consoleLines)) {
    const lines = Object.entries(visits).flatMap(([visit, messages]) =>
      messages.map((message) => `    ${visit}: ${message}`),
    );
    console.log(lines.length ? `  ${name}:\n${lines.join('\n')}` : `  ${name}: console clean`);
  }
}

function printTargets(targets: TargetResult[]) {
  console.log('Targets:');
  for (const { target, pass, figure } of targets) {
    console.log(`  ${pass ? 'PASS' : 'FAIL'}  ${target}: ${figure}`);
  }
}

function printTapReady(tapReady: TapReady) {
  console.log('Tap-ready (navigation until a tap on the cart opens the drawer), median and runs:');
  for (const [name, { medianMs, runs }] of Object.entries(tapReady)) {
    console.log(`  ${name}: ${medianMs} ms (${runs.join(', ')})`);
  }
}

function printReport(deployment: Deployment, report: DeploymentReport, cpuSlowdown: number) {
  console.log(
    `\n${DEPLOYMENTS[deployment].label} (${deployment}): Lighthouse mobile preset with a ` +
      `${cpuSlowdown}x CPU slowdown, median of ${RUNS} runs, ` +
      `${process.env.MOCK_PRODUCT_COUNT ?? 'seeded'} products, ${CHROME}; ` +
      "fcp/ref and lcp/ref divide by the reference page's first visit",
  );
  printTable(report.reference, report.namedStack, report.pages);
  printSpread(report.spread);
  const { js, css } = report.upfrontGzipBytes;
  console.log(`Home page up front: JS ${kb(js)} KB gzip, CSS ${kb(css)} KB gzip`);
  printTapReady(report.tapReady);
  printConsole(report.console);
  printTargets(report.targets);
}

type Calibration = { benchmarkIndex: number; cpuSlowdown: number };

async function writeResults(
  calibration: Calibration,
  reports: Partial<Record<Deployment, DeploymentReport>>,
) {
  await mkdir('bench', { recursive: true });
  const results = {
    date: new Date().toISOString(),
    runs: RUNS,
    ...calibration,
    productCount: Number(process.env.MOCK_PRODUCT_COUNT ?? 0) || null,
    referenceDir: REFERENCE_DIR,
    browser: CHROME,
    deployments: reports,
  };
  await writeFile('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
  console.log('Wrote bench/results.json');
}

// ---------------------------------------------------------------------------------------------
// The run

/** The pages measured; the checkout with two of the mock's products in the cart. */
async function appPages(): Promise<AppPage[]> {
  const list = (await (await fetch(`${MOCK}/api/web/product_list_get?limit=2`)).json()) as {
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
  const pages: AppPage[] = [
    { name: 'home', path: '/', cart: null },
    { name: 'shop', path: '/shop', cart: null },
    { name: 'product', path: `/product-details/${first.slug}`, cart: null },
    { name: 'blogs', path: '/blogs', cart: null },
    { name: 'checkout', path: '/checkout', cart },
  ];
  const chosen = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());
  if (!chosen) return pages;
  const unknown = chosen.filter((name) => !pages.some((page) => page.name === name));
  if (unknown.length) throw new Error(`BENCH_PAGES: no page named "${unknown.join(',')}"`);
  return pages.filter((page) => chosen.includes(page.name));
}

async function benchDeployment(deployment: Deployment, pages: AppPage[], cpuSlowdown: number) {
  console.log(`\n== ${DEPLOYMENTS[deployment].label}: building ${OUT_DIR}`);
  await build(deployment);
  const upfront = await upfrontBytes(OUT_DIR);
  try {
    await serveDeployment(deployment);
    const measured = await measureAll(pages, cpuSlowdown);
    const tapReady = await measureTapReadiness(pages, cpuSlowdown);
    const rows = withRatios(measured);
    const report: DeploymentReport = {
      api: DEPLOYMENTS[deployment].label,
      apiBaseUrl: DEPLOYMENTS[deployment].apiBaseUrl,
      reference: measured.reference.figures['first visit'],
      namedStack: withRatio(measured, measured.namedStack.figures['first visit']),
      pages: rows,
      spread: {
        reference: measured.reference.spread,
        'named stack': measured.namedStack.spread,
        ...Object.fromEntries(
          Object.entries(measured.pages).map(([name, summary]) => [name, summary.spread]),
        ),
      },
      console: {
        reference: measured.reference.console,
        'named stack': measured.namedStack.console,
        ...Object.fromEntries(
          Object.entries(measured.pages).map(([name, summary]) => [name, summary.console]),
        ),
      },
      upfrontGzipBytes: upfront,
      tapReady,
      targets: checkTargets(deployment, rows, upfront, tapReady),
    };
    printReport(deployment, report, cpuSlowdown);
    return report;
  } finally {
    await closeServers();
  }
}

async function main() {
  defineKeepNamesHelperInPages();
  const deployments = chosenDeployments();
  assertReferenceThere();
  await assertMockPortFree();
  serve('npx', ['tsx', 'src/mocks/server.ts']);
  await waitFor(`${MOCK}/api/web/category_get`);
  const pages = await appPages();
  await buildNamedStack({ outDir: NAMED_STACK_DIR, referenceDir: REFERENCE_DIR, apiUrl: MOCK });
  const calibration = await calibrate();
  const reports: Partial<Record<Deployment, DeploymentReport>> = {};
  for (const deployment of deployments) {
    reports[deployment] = await benchDeployment(deployment, pages, calibration.cpuSlowdown);
    await writeResults(calibration, reports);
  }
}

// Whatever ends the run, mock:server goes with it.
process.on('exit', stopChildren);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => process.exit(signal === 'SIGINT' ? 130 : 143));
}

// Ends the process once done: a preview with the project's Vite configuration leaves its
// plugins' file watchers open (some 1,500) after its server has closed.
main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopAll)
  .finally(() => process.exit());
