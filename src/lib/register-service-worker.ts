import { reportError } from './report-error';

/**
 * Registers sw.js (Workbox, built from src/sw.ts by vite-plugin-pwa), which keeps the app shell
 * and its assets for a flaky or absent connection, once the page has loaded: its precaching (every
 * file of the deploy) would otherwise compete with the page's own downloads. Production builds
 * against a real API register it; in development and with the mock API, the mock's own service
 * worker owns the scope.
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .catch((error: unknown) => reportError(error, 'offline support'));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
