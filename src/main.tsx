import { registerServiceWorker } from '@/lib/register-service-worker';
import '@/styles/global.css';

// The entry is kept small: React DOM and the app are loaded with import() and each runs in a
// task of its own (see start()). Whatever this module imports statically runs with it.

// After a deploy an open tab may ask for a chunk that no longer exists: one reload recovers.
// Offline a reload cannot help: the page shows its error (the shell and cart stay usable).
window.addEventListener('vite:preloadError', () => {
  if (!navigator.onLine) return;
  const key = 'reloaded-after-preload-error';
  if (sessionStorage.getItem(key)) return;
  sessionStorage.setItem(key, '1');
  window.location.reload();
});

if (import.meta.env.PROD && !__MOCK_API__) registerServiceWorker();

async function startMockApiIfNeeded() {
  // The build-time constant itself, so a real build drops this import and the mock with it.
  if (!__MOCK_API__) return;
  const { startMockApi } = await import('@/mocks/browser');
  await startMockApi();
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/**
 * Runs the app's code in steps, each in a task of its own, so that none holds the main thread
 * for long while the prerendered shell is already on screen (TBT): React DOM's modules, then the
 * app's, then the current page's, then the first render. The HTML asks for the first two with
 * the entry (scripts/prerender-plugin.ts), so the steps wait for no download of their own.
 */
async function start() {
  await startMockApiIfNeeded().catch((error: unknown) =>
    console.error('The mock API could not start', error),
  );
  await import('react-dom/client');
  await nextTask();
  const { preloadRoute, startApp } = await import('@/app/start-app');
  await nextTask();
  // The page's code first, so hydration meets the page the shell shows at once. A chunk that
  // fails to load is the route's own error, shown by the layout.
  await preloadRoute(window.location.pathname).catch(() => {});
  startApp(document.getElementById('root')!);
}

start().catch((error: unknown) => console.error('The app could not start', error));
