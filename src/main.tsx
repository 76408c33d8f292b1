import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { usesMockApi } from '@/config/env';
import { App } from '@/app/app';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/router';
import type { PageHandle } from '@/app/routes/lazy-page';
import { registerServiceWorker } from '@/lib/register-service-worker';
import '@/styles/global.css';

// After a deploy an open tab may ask for a chunk that no longer exists: one reload recovers.
// Offline a reload cannot help: the page shows its error (the shell and cart stay usable).
window.addEventListener('vite:preloadError', () => {
  if (!navigator.onLine) return;
  const key = 'reloaded-after-preload-error';
  if (sessionStorage.getItem(key)) return;
  sessionStorage.setItem(key, '1');
  window.location.reload();
});

if (import.meta.env.PROD && !usesMockApi) registerServiceWorker();

async function startMockApiIfNeeded() {
  if (!usesMockApi) return;
  const { startMockApi } = await import('@/mocks/browser');
  await startMockApi();
}

/**
 * Loads the first page's code, and starts its first read, before the first render: the layout
 * and the page then paint together. A page revealed later by the layout's Suspense would wait
 * until 300 ms after the layout's paint, as React throttles reveals. A page whose code fails to
 * load here fails again as it renders, where RouteError shows.
 */
async function openFirstPage(queryClient: QueryClient) {
  const search = new URLSearchParams(window.location.search);
  const pages = (matchRoutes(routes, window.location) ?? []).map(({ route, params }) =>
    (route.handle as PageHandle | undefined)?.open(queryClient, params, search),
  );
  await Promise.allSettled(pages);
}

const queryClient = createQueryClient();

startMockApiIfNeeded()
  .catch((error: unknown) => console.error('The mock API could not start', error))
  .then(() => openFirstPage(queryClient))
  .finally(() => {
    const root = createRoot(document.getElementById('root')!);
    // As a transition the first render is done in slices, letting the browser paint and take
    // input in between, rather than in one long task on a slow phone.
    startTransition(() => {
      root.render(
        <StrictMode>
          <App queryClient={queryClient} />
        </StrictMode>,
      );
    });
  });
