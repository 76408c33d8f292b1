import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { usesMockApi } from '@/config/env';
import { holdsOwnShell } from '@/config/match-route';
import { App } from '@/app/app';
import { AppRouter, preloadRoute } from '@/app/router';
import { registerServiceWorker } from '@/lib/register-service-worker';
import { reportError } from '@/lib/report-error';
import { startPagesAtTheirTop } from '@/lib/page-start';
import '@/styles/global.css';

// After a deploy an open tab may ask for a chunk that no longer exists: one reload recovers.
// Offline a reload cannot help: the page shows its error (the shell and cart stay usable).
// The note of the reload goes once a page's code has loaded, so a later deploy gets its own.
const RELOADED_KEY = 'reloaded-after-preload-error';
window.addEventListener('vite:preloadError', () => {
  if (!navigator.onLine) return;
  try {
    if (sessionStorage.getItem(RELOADED_KEY)) return;
    sessionStorage.setItem(RELOADED_KEY, '1');
  } catch {
    // Storage that throws (blocked, full) cannot note the reload: none, or it could repeat.
    return;
  }
  window.location.reload();
});

if (import.meta.env.PROD && !usesMockApi) registerServiceWorker();
startPagesAtTheirTop();

async function startMockApiIfNeeded() {
  // The build-time constant itself, so a real build drops this import and the mock with it.
  if (!__MOCK_API__) return;
  const { startMockApi } = await import('@/mocks/browser');
  await startMockApi();
}

const container = document.getElementById('root')!;
// The app hydrates the route's own prerendered shell; over another route's (a host that answers
// every path with the home page's HTML) it draws its page instead. The shell is inert until the
// app has taken it over: before that a tap would be lost and typing undone, and a form would
// submit itself natively, its fields in the URL.
const hydrates = holdsOwnShell(container);

// The page's code is loaded first, so hydration meets the page the shell shows at once. A
// chunk that fails to load is the route's own error, shown by the layout. Asked for in a task of
// its own: Vite's loader adds a preload link for each of the page's two dozen chunks, which made
// the task that runs the app's modules about 12 ms longer on a fast machine (TBT).
const pageCode = new Promise((resolve) => setTimeout(resolve))
  .then(() => preloadRoute(window.location.pathname))
  .then(() => sessionStorage.removeItem(RELOADED_KEY))
  .catch(() => {});

Promise.all([
  startMockApiIfNeeded().catch((error: unknown) =>
    console.error('The mock API could not start', error),
  ),
  pageCode,
]).finally(() => {
  const app = (
    <App
      router={<AppRouter />}
      hydrating={hydrates}
      onHydrated={() => container.removeAttribute('inert')}
    />
  );
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree: the same work, in short tasks (TBT).
  startTransition(() => {
    if (hydrates) {
      hydrateRoot(container, app, {
        onRecoverableError: (error) => reportError(error, 'hydration'),
      });
    } else {
      createRoot(container).render(app);
    }
  });
});
