/**
 * Build-time entry (scripts/prerender-plugin.ts): renders a route's page, as a shopper with no
 * session and an empty cart first sees it while its data loads, to HTML. The browser paints that
 * shell before any JavaScript has run; main.tsx then hydrates it.
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from '@/app/app';
import { createQueryClient } from '@/app/query-client';
import { AppRoutes, preloadRoute } from '@/app/router';

export { shellRoutes } from '@/config/paths';

/** Below-the-fold sections wait for an IntersectionObserver, as they do in a browser's first render. */
class NothingInView {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

declare global {
  // Filled by the build's dynamic imports (scripts/prerender-plugin.ts, notePageImports).
  var __shellImports: Set<string> | undefined;
}

/** The route's shell, and the source modules of the page code it loaded (for their stylesheets). */
export async function renderShell(url: string) {
  globalThis.IntersectionObserver ??= NothingInView as unknown as typeof IntersectionObserver;
  const pageModules = new Set<string>();
  globalThis.__shellImports = pageModules;
  try {
    await preloadRoute(url);
  } finally {
    globalThis.__shellImports = undefined;
  }
  const queryClient = createQueryClient();
  try {
    // renderToString, not a streaming prerender: a part that loads lazily shows its fallback,
    // as in the browser's first render, and the HTML carries no inline script (the CSP has none).
    const html = renderToString(
      <App
        queryClient={queryClient}
        hydrating
        router={
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        }
      />,
    );
    return { html, pageModules: [...pageModules] };
  } finally {
    // Its garbage-collection timers would keep the build's Node process alive.
    queryClient.clear();
  }
}
