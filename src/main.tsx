import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { usesMockApi } from '@/config/env';
import { holdsOwnShell } from '@/config/match-route';
import { App } from '@/app/app';
import { AppRouter, preloadRoute } from '@/app/router';
import { registerServiceWorker } from '@/lib/register-service-worker';
import { reportError } from '@/lib/report-error';
import { startPagesAtTheirTop } from '@/lib/page-start';
import { codeLoaded, reloadOnce } from '@/lib/reload-once';
import '@/styles/global.css';

// A page's chunk that failed to load (gone after a deploy, or a dropped download). Without the
// reload (offline, or tried already) the page shows its error; the shell and cart stay usable.
window.addEventListener('vite:preloadError', () => reloadOnce());

if (import.meta.env.PROD && !usesMockApi) registerServiceWorker();
startPagesAtTheirTop();

async function startMockApiIfNeeded() {
  // The build-time constant itself, so a real build drops this code and the mock with it.
  if (!__MOCK_API__) return;
  try {
    const { startMockApi } = await import('@/mocks/browser');
    await startMockApi();
  } catch (error) {
    console.error('The mock API could not start', error);
  }
}

const container = document.getElementById('root')!;
// The app hydrates the route's own prerendered shell; over another route's (a host that answers
// every path with the home page's HTML) it draws its page instead.
const hydrates = holdsOwnShell(container);

// The page's code is loaded first, so hydration meets the page the shell shows at once. A chunk
// that fails to load is the route's own error, shown by the layout.
const pageCode = preloadRoute(window.location.pathname)
  .then(codeLoaded)
  .catch(() => {});

Promise.all([startMockApiIfNeeded(), pageCode]).finally(() => {
  const app = <App router={<AppRouter />} hydrating={hydrates} />;
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree.
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
