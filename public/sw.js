/*
 * The storefront's service worker, registered by production builds only
 * (src/lib/register-service-worker.ts; the mock API's worker owns development).
 *
 * - Pages (navigations): the network first, so a deploy shows at once; when the network fails,
 *   is too slow or answers 5xx, the cached app shell (the SPA's index.html). The cart lives in
 *   localStorage, so the shell keeps it usable offline. Without a cached shell: offline.html.
 * - /assets/*: content-hashed by Vite, so cache first; the shell's own assets are cached at install.
 * - Nothing else is touched: API calls, the Razorpay script and images on other origins go
 *   straight to the network and are never cached.
 * Bump VERSION when this file's caching changes: activate deletes the caches of other versions.
 */
const VERSION = 'v1';
const PREFIX = 'veda-';
const SHELL_CACHE = `${PREFIX}shell-${VERSION}`;
const ASSET_CACHE = `${PREFIX}assets-${VERSION}`;
const SHELL_URL = '/';
const OFFLINE_URL = '/offline.html';
/** Same-origin files that are not hashed: network first, the cached copy offline. */
const STATIC_FILES = [
  OFFLINE_URL,
  '/manifest.webmanifest',
  '/images/favicon.svg',
  '/images/logo.svg',
  '/images/placeholder.svg',
  '/icons/icon-192.png',
];
/** A page that takes longer than this on a flaky connection is answered from the cache. */
const NAVIGATION_TIMEOUT_MS = 6000;
/** Old deploys' assets are dropped beyond this many entries, oldest first. */
const MAX_ASSETS = 150;

self.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(PREFIX) && ![SHELL_CACHE, ASSET_CACHE].includes(name))
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || request.headers.has('range')) return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (request.mode === 'navigate') event.respondWith(page(event));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(hashedAsset(request));
  else if (STATIC_FILES.includes(url.pathname)) event.respondWith(staticFile(request));
});

/** The shell and the assets it names (entry script, preloaded chunks, styles), plus the static files. */
async function precache() {
  const shellCache = await caches.open(SHELL_CACHE);
  await shellCache.addAll(STATIC_FILES);
  const shell = await fetch(SHELL_URL, { cache: 'no-cache' });
  if (!shell.ok) throw new Error(`The app shell answered ${shell.status}`);
  const html = await shell.clone().text();
  await shellCache.put(SHELL_URL, shell);
  const assets = [...new Set(html.match(/\/assets\/[^"'\s<>?#]+/g) ?? [])];
  await (await caches.open(ASSET_CACHE)).addAll(assets);
}

async function page(event) {
  const { request } = event;
  const fromNetwork = fetch(request);
  // Registered first, so the copy is taken before the page reads the body.
  event.waitUntil(
    fromNetwork
      .then((response) => {
        if (!isAppShell(request, response)) return undefined;
        const copy = response.clone();
        return caches.open(SHELL_CACHE).then((cache) => cache.put(SHELL_URL, copy));
      })
      .catch(() => undefined),
  );

  let timer;
  const slow = new Promise((resolve) => {
    timer = setTimeout(() => resolve('slow'), NAVIGATION_TIMEOUT_MS);
  });
  let answer;
  try {
    answer = await Promise.race([fromNetwork, slow]);
  } catch {
    answer = 'offline';
  } finally {
    clearTimeout(timer);
  }
  if (answer instanceof Response && answer.status < 500) return answer;

  const shell = await caches.match(SHELL_URL, { cacheName: SHELL_CACHE });
  if (shell) return shell;
  if (answer instanceof Response) return answer;
  try {
    return await fromNetwork;
  } catch {
    return (await caches.match(OFFLINE_URL)) ?? offlineText();
  }
}

/** Client-side routes answer with the SPA's index.html; files opened in a tab are not the shell. */
function isAppShell(request, response) {
  const { pathname } = new URL(request.url);
  return (
    response.ok &&
    response.type === 'basic' &&
    !/\.[a-z0-9]+$/i.test(pathname) &&
    (response.headers.get('content-type') ?? '').includes('text/html')
  );
}

async function hashedAsset(request) {
  const cache = await caches.open(ASSET_CACHE);
  const cached = await cache.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    await cache.put(request, response.clone());
    await trim(cache);
  }
  return response;
}

async function staticFile(request) {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const copy = response.clone();
      await (await caches.open(SHELL_CACHE)).put(request, copy);
    }
    return response;
  } catch (error) {
    const cached = await caches.match(request, { cacheName: SHELL_CACHE, ignoreVary: true });
    if (cached) return cached;
    throw error;
  }
}

async function trim(cache) {
  const keys = await cache.keys();
  await Promise.all(
    keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((key) => cache.delete(key)),
  );
}

function offlineText() {
  return new Response('You are offline. Your cart is kept on this device.', {
    status: 503,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
