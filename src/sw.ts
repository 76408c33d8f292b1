/*
 * The storefront's service worker, built by vite-plugin-pwa (injectManifest) with Workbox and
 * registered by production builds against a real API only (src/lib/register-service-worker.ts).
 *
 * - The precache (scripts/service-worker-plugin.ts): every prerendered page but the catalogue's,
 *   the fallback for the other paths, every hashed asset of the deploy (pages' own chunks too),
 *   the manifest and a few small images. Every navigation is answered as the host would; the
 *   cart lives in localStorage, so it stays usable. A deploy's worker serves that deploy's files
 *   only: its pages never ask the server for a chunk a newer deploy has removed, and every page
 *   opens offline.
 * - Nothing else is touched: API calls, the Razorpay script and images on other origins go
 *   straight to the network and are never cached.
 * - Without the shell and the network, offline.html.
 */
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { offlineFallback } from 'workbox-recipes';
import { NavigationRoute, registerRoute } from 'workbox-routing';

// The DOM's `self` is a Window; in this file it is the worker (whose types would clash with the DOM's).
declare const self: {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  addEventListener(type: 'activate', listener: (event: ExtendableEvent) => void): void;
};
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };

// A new deploy's worker waits (no skipWaiting, no clients.claim): taking over an open tab would
// leave its page asking the new worker for the old deploy's chunks, and the reload that recovers
// from that must never come while a payment window is open. It takes over once no tab runs the
// old deploy, from the next page loaded.

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** The precached file of a prerendered page (`shop/index.html` for /shop). */
const prerenderedPage = (pathname: string) =>
  `${pathname.replace(/^\/+|\/+$/g, '')}/index.html`.replace(/^\//, '');

/**
 * A navigation gets its precached page; any other path (a catalogue page, too many to precache,
 * or one the build did not prerender: an order) the host's answer, and React Router's fallback
 * when the network is gone.
 */
async function pageResponse({ url, request }: { url: URL; request: Request }) {
  const precached = await matchPrecache(prerenderedPage(url.pathname));
  if (precached) return precached;
  try {
    return await fetch(request);
  } catch {
    const fallback = await matchPrecache('__spa-fallback.html');
    if (!fallback) throw new Error('No page in the precache'); // offline.html answers instead
    return fallback;
  }
}

registerRoute(
  new NavigationRoute(pageResponse, {
    // The API's own paths, and files opened in a tab (a PDF, robots.txt) are not the app.
    denylist: [/^\/api\//, /\.[a-z0-9]+$/i],
  }),
);

offlineFallback({ pageFallback: 'offline.html' });

// Caches of earlier workers: the hand-written one kept its files in veda-*, and before every
// chunk was precached, pages' chunks were cached on first use in 'assets'.
const isEarlierWorkersCache = (name: string) => name.startsWith('veda-') || name === 'assets';

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter(isEarlierWorkersCache).map((name) => caches.delete(name))),
      ),
  );
});
