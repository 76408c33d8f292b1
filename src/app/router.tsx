import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RootLayout } from './layout/root-layout';
import { accountRoutes } from './routes/account.routes';
import { catalogRoutes } from './routes/catalog.routes';
import { checkoutRoutes } from './routes/checkout.routes';
import { contentRoutes } from './routes/content.routes';
import { lazyPage } from './routes/lazy-page';

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
        element: lazyPage(
          () => import('./routes/not-found'),
          (page) => page.ErrorPage,
        ),
      },
      {
        path: '*',
        element: lazyPage(
          () => import('./routes/not-found'),
          (page) => page.NotFoundPage,
        ),
      },
    ],
  },
];

function AppRoutes() {
  return useRoutes(routes);
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
