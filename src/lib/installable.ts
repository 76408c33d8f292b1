import { reportError } from './report-error';

/** Time for the app to take the page over and draw its first answers after the load event. */
const AFTER_LOAD_MS = 2000;

/**
 * Makes the shop an installable app a while after the page has loaded: links the web app
 * manifest and, with `offline`, registers sw.js (Workbox, built from src/sw.ts by
 * vite-plugin-pwa), which keeps the app shell and its assets for a flaky or absent connection.
 * Production builds against a real API register it; in development and with the mock API, the
 * mock's own service worker owns the scope.
 *
 * By the load event the page's HTML, code and pictures are in, but the app is still taking the
 * page over and drawing the answers it asked for. The worker's precaching (every file of the
 * deploy) would compete with that for the network and the cores; so would Chrome's check of an
 * installable page (the manifest and its icon fetched, and the browser's own window redrawn for
 * some 500 ms as its install button appears).
 */
export function becomeInstallable(offline: boolean) {
  const install = () => {
    const manifest = document.createElement('link');
    manifest.rel = 'manifest';
    manifest.href = '/manifest.webmanifest';
    document.head.append(manifest);
    if (offline && 'serviceWorker' in navigator) {
      navigator.serviceWorker
        .register('/sw.js', { scope: '/' })
        .catch((error: unknown) => reportError(error, 'offline support'));
    }
  };
  const wait = () => setTimeout(install, AFTER_LOAD_MS);
  if (document.readyState === 'complete') wait();
  else window.addEventListener('load', wait, { once: true });
}
