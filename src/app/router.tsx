import { BrowserRouter, matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RootLayout } from './layout/root-layout';
import { accountRoutes } from './routes/account.routes';
import { catalogRoutes } from './routes/catalog.routes';
import { checkoutRoutes } from './routes/checkout.routes';
import { contentRoutes } from './routes/content.routes';
import { lazyPage, type PageHandle } from './routes/lazy-page';

/**
 * Every page loads with its route, inside the layout. A page that fails to load or render
 * shows RouteError in the layout's main (see RootLayout).
 */
const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...catalogRoutes,
      ...checkoutRoutes,
      ...accountRoutes,
      ...contentRoutes,
      {
        path: paths.error.path,
        ...lazyPage(
          () => import('./routes/not-found'),
          (page) => page.ErrorPage,
        ),
      },
      {
        path: '*',
        ...lazyPage(
          () => import('./routes/not-found'),
          (page) => page.NotFoundPage,
        ),
      },
    ],
  },
];

/** Renders the route of the current location (inside a BrowserRouter, or a StaticRouter at build time). */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Loads the code of the page at `pathname`, so the first render draws that page at once (and
 * replaces the prerendered shell with the same page, not an empty main).
 */
export async function preloadRoute(pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map((match) => (match.route.handle as PageHandle | undefined)?.preload()),
  );
}

/**
 * The declarative router: the app loads its pages itself and needs none of the data
 * router's loaders or actions, which would add 16 KB gzip to every first visit.
 * Navigations are transitions, so the current page stays until the next one has loaded.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
