/// <reference types="vitest/config" />
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import babel from 'vite-plugin-babel';
import { reactRouter } from '@react-router/dev/vite';
import { createReadStream, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { hostHeaders } from './scripts/security-headers.ts';
import { spaFallback } from './scripts/static-host.ts';
import { serviceWorker } from './scripts/service-worker-plugin.ts';
import { frameChunk } from './scripts/frame-chunk.ts';

/** MSW's worker and the Razorpay simulator: files the browser loads only on the mock API. */
const MOCK_PUBLIC_DIR = fileURLToPath(new URL('./src/mocks/public', import.meta.url));

const NO_BACKEND_MESSAGE =
  'VITE_API_BASE_URL is empty: a production build would ship the in-browser mock API and ' +
  'the mock payment window, and no order would reach the backend. Set VITE_API_BASE_URL to ' +
  'the backend (for example https://api.example.in), or set VITE_USE_MOCK_API=true for a ' +
  'demo build that runs on the mock.';

/**
 * Which API a run uses. The dev server falls back to the mock without a backend; a build
 * needs a backend, or an explicit demo flag, so the mock is never shipped by accident.
 */
function apiMode(command: 'build' | 'serve', apiBaseUrl: string, demo: boolean) {
  if (apiBaseUrl !== '') return { mock: false };
  if (command === 'serve' || demo) return { mock: true };
  throw new Error(NO_BACKEND_MESSAGE);
}

/** The file of src/mocks/public a request path names, if any (never one outside it). */
function fileFor(url: string) {
  try {
    const path = decodeURIComponent(new URL(url, 'http://localhost').pathname);
    const file = resolve(MOCK_PUBLIC_DIR, `.${path}`);
    return file.startsWith(MOCK_PUBLIC_DIR + sep) ? file : undefined;
  } catch {
    return undefined; // a malformed escape in the path
  }
}

/** Serves (dev) or copies (demo build) the mock's browser files; a real build never sees them. */
function mockPublicFiles(enabled: boolean): Plugin {
  const files = () =>
    readdirSync(MOCK_PUBLIC_DIR, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(MOCK_PUBLIC_DIR, join(entry.parentPath, entry.name)));
  return {
    name: 'mock-public-files',
    configureServer(server) {
      if (!enabled) return;
      server.middlewares.use((request, response, next) => {
        const file = fileFor(request.url ?? '/');
        if (!file || !statSync(file, { throwIfNoEntry: false })?.isFile()) return next();
        response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        response.setHeader('Cache-Control', 'no-cache');
        createReadStream(file).pipe(response);
      });
    },
    generateBundle() {
      if (!enabled) return;
      for (const file of files()) {
        this.emitFile({
          type: 'asset',
          fileName: file.split(sep).join('/'),
          source: readFileSync(join(MOCK_PUBLIC_DIR, file)),
        });
      }
    },
  };
}

const NO_PAYMENT_KEY_MESSAGE =
  'VITE_RAZORPAY_KEY_ID is empty: the payment window would not open, and every checkout ' +
  "would leave an unpaid order on the backend. Set it to the shop's Razorpay key " +
  '(rzp_live_...), or set VITE_USE_MOCK_API=true for a demo build that runs on the mock.';

/**
 * A build for real shoppers needs Razorpay's key: without one it refuses to build. A test key
 * takes no real payments: it says so while building.
 */
function checkPaymentKey(keyId: string): Plugin {
  return {
    name: 'check-razorpay-key',
    apply: 'build',
    configResolved(config) {
      if (keyId.trim() === '') throw new Error(NO_PAYMENT_KEY_MESSAGE);
      if (!keyId.startsWith('rzp_test_')) return;
      config.logger.warn(
        `\nWarning: VITE_RAZORPAY_KEY_ID is a Razorpay test key (${keyId}). This build takes ` +
          'no real payments; use the live key (rzp_live_...) for the shop.\n',
      );
    },
  };
}

/**
 * React Router's package exports only its development build, which differs from the production
 * build it ships alongside by its developer warnings: a build takes the production one.
 */
const reactRouterWithoutDevWarnings = [
  { find: /^react-router$/, replacement: 'react-router/dist/production/index.mjs' },
  { find: /^react-router\/dom$/, replacement: 'react-router/dist/production/dom-export.mjs' },
].map(({ find, replacement }) => ({
  find,
  replacement: fileURLToPath(new URL(`./node_modules/${replacement}`, import.meta.url)),
}));

/** react-slick's ResizeObserver polyfill, answered by the browser's own (see the module). */
const nativeResizeObserver = {
  find: /^resize-observer-polyfill$/,
  replacement: fileURLToPath(new URL('./src/lib/native-resize-observer.ts', import.meta.url)),
};

const UNUSED_AXIOS_ADAPTER = '\0unused-axios-adapter';

/**
 * The API module sends every call with axios's fetch adapter (src/api/client.ts). Its
 * XMLHttpRequest adapter, which axios imports all the same, would be about 1 KB gzip of the
 * first download that never runs; axios skips an adapter that is `false`.
 */
function withoutAxiosXhrAdapter(): Plugin {
  return {
    name: 'without-axios-xhr-adapter',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromAxiosAdapters = importer
        ?.split('\\')
        .join('/')
        .endsWith('axios/lib/adapters/adapters.js');
      return source === './xhr.js' && fromAxiosAdapters ? UNUSED_AXIOS_ADAPTER : null;
    },
    load(id) {
      return id === UNUSED_AXIOS_ADAPTER ? 'export default false;' : null;
    },
  };
}

/**
 * Lingui's macros (`t`, `<Trans>`, `plural`) turn the shop's own words into message lookups; the
 * plugin compiles each language's catalogue, imported as `src/locales/{locale}.po`.
 * Babel only parses the TypeScript here: Vite compiles it afterwards.
 */
function translations(building: boolean): Plugin[] {
  return [
    ...(['typescript', 'jsx'] as const).map((syntax) =>
      babel({
        include: syntax === 'jsx' ? /\/src\/.*\.tsx$/ : /\/src\/.*\.ts$/,
        babelConfig: {
          babelrc: false,
          configFile: false,
          plugins: ['@lingui/babel-plugin-lingui-macro'],
          parserOpts: { plugins: syntax === 'jsx' ? ['typescript', 'jsx'] : ['typescript'] },
        },
      }),
    ),
    // A Hindi message left untranslated fails the build (the dev server shows the English).
    ...lingui({ failOnMissing: building }),
  ];
}

export default defineConfig(({ command, mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
  const apiBaseUrl = (env.VITE_API_BASE_URL ?? '').trim();
  const { mock } = apiMode(command, apiBaseUrl, env.VITE_USE_MOCK_API === 'true');

  return {
    // Unit tests render components alone, with React's own transform.
    plugins:
      mode === 'test'
        ? [...translations(false), react()]
        : [
            ...translations(command === 'build'),
            reactRouter(),
            withoutAxiosXhrAdapter(),
            spaFallback(),
            mockPublicFiles(mock),
            ...(mock ? [] : [checkPaymentKey(env.VITE_RAZORPAY_KEY_ID ?? '')]),
            // On the mock API, MSW's worker owns the scope.
            ...serviceWorker(!mock),
          ],
    // A constant, so a real build drops every branch (and import) that starts the mock.
    define: { __MOCK_API__: JSON.stringify(mock) },
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        { find: '@tests', replacement: fileURLToPath(new URL('./tests', import.meta.url)) },
        ...(command === 'build' ? [...reactRouterWithoutDevWarnings, nativeResizeObserver] : []),
      ],
    },
    // Bundled into the prerendering build too, so it meets the one React Router (aliased above).
    ssr: { noExternal: ['react-router-dom'] },
    server: { host: '127.0.0.1', port: 5173 },
    // The preview server sends the host's headers (the pages hold their policy), so a
    // violation shows up in the browser tests.
    preview: { host: '127.0.0.1', port: 4173, headers: hostHeaders },
    build: {
      target: 'es2022',
      sourcemap: false,
      // Every browser of the es2022 target but Safari 15.4 to 16 preloads modules itself; those
      // load the same modules as they import them. The polyfill cost 0.4 KB of the home page's
      // up-front budget.
      modulePreload: { polyfill: false },
      rolldownOptions: { output: { codeSplitting: { groups: [frameChunk] } } },
    },
    test: {
      globals: true,
      environment: 'jsdom',
      setupFiles: ['./tests/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'tests/*.test.{ts,tsx}'],
      restoreMocks: true,
    },
  };
});
