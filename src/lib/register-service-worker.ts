/** Time for the app to take the page over and draw its first answers after the load event. */
const REGISTER_AFTER_LOAD_MS = 2000;

/**
 * Registers sw.js (Workbox, built from src/sw.ts by vite-plugin-pwa), which keeps the app shell
 * and its assets for a flaky or absent connection. Production builds against a real API only: in development and with the mock API,
 * the mock's own service worker owns the scope.
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  // A while after the page has loaded: its HTML, code and pictures are in by the load event, but
  // the app is still taking the page over and drawing the answers it asked for. The worker's
  // precaching (every file of the deploy) would compete with that for the network and the cores.
  const register = () =>
    setTimeout(() => {
      navigator.serviceWorker
        .register('/sw.js', { scope: '/' })
        .catch((error: unknown) => console.warn('Offline support is unavailable', error));
    }, REGISTER_AFTER_LOAD_MS);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
