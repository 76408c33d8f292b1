import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchesRoute } from '@/config/match-route';
import { reportError } from '@/lib/report-error';
import { App } from './app';
import { AppRouter, preloadRoute } from './router';

export { preloadRoute };

/** Renders the app into `container`, taking over the prerendered shell it holds. */
export function startApp(container: HTMLElement) {
  // The route whose prerendered shell the HTML holds (scripts/prerender-plugin.ts). A host that
  // answers every path with the home page's HTML serves it for other routes too: the app then
  // draws its page over that shell instead of hydrating it. The shell is inert until the app has
  // taken it over: before that a tap would be lost and typing undone, and a form would submit
  // itself natively, its fields in the URL.
  const shellRoute = container.dataset.shell;
  const hydrates = shellRoute !== undefined && matchesRoute(shellRoute, window.location.pathname);
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
}
