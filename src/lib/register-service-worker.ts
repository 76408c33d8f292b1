/**
 * Registers sw.js (Workbox, built from src/sw.ts by vite-plugin-pwa), which keeps the app shell
 * and its assets for a flaky or absent connection. Production builds against a real API only: in development and with the mock API,
 * the mock's own service worker owns the scope.
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  // After the page has loaded, so the worker's precaching never competes with the first paint.
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .catch((error: unknown) => console.warn('Offline support is unavailable', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
