import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { usesMockApi } from '@/config/env';
import { holdsOwnShell } from '@/config/match-route';
import { App } from '@/app/app';
import { AppRouter, preloadRoute } from '@/app/router';
import { nextTask } from '@/lib/next-task';
import { pageCodeOf, preloadModules } from '@/lib/preload-modules';
import { becomeInstallable } from '@/lib/installable';
import { reportError } from '@/lib/report-error';
import { startPagesAtTheirTop } from '@/lib/page-start';
import { adoptInert } from '@/lib/inert-holds';
import { codeLoaded, reloadOnce } from '@/lib/reload-once';
import '@/styles/global.css';

// A page's chunk that failed to load (gone after a deploy, or a dropped download). Without the
// reload (offline, or tried already) the page shows its error; the shell and cart stay usable.
window.addEventListener('vite:preloadError', () => reloadOnce());

becomeInstallable(import.meta.env.PROD && !usesMockApi);
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
// every path with the home page's HTML) it draws its page instead. The shell is inert until the
// app has taken it over: before that a tap would be lost and typing undone, and a form would
// submit itself natively, its fields in the URL. The intro, playing over a first visit, takes the
// page over from that hold.
const hydrates = holdsOwnShell(container);
const releaseShell = adoptInert(container);

// The page's code is loaded first, so hydration meets the page the shell shows at once. A
// chunk that fails to load is the route's own error, shown by the layout. The shell names the
// page's chunks, which are asked for one per task; elsewhere Vite's loader adds a preload link for
// each in the task that imports the page, a task of its own, not the one that runs the app's
// modules (TBT).
const pageCode = nextTask()
  .then(() => preloadModules(hydrates ? pageCodeOf(container) : []))
  .then(() => preloadRoute(window.location.pathname))
  .then(codeLoaded)
  .catch(() => {});

Promise.all([startMockApiIfNeeded(), pageCode])
  // The page's last chunk runs in the task its bytes arrive in; React's start (its listeners on
  // the root, the first slice of the render) takes a task of its own (TBT).
  .then(nextTask)
  .finally(() => {
    const app = <App router={<AppRouter />} hydrating={hydrates} onHydrated={releaseShell} />;
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
