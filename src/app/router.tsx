import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RootLayout } from './layout/root-layout';
import { accountRoutes } from './routes/account.routes';
import { catalogRoutes } from './routes/catalog.routes';
import { checkoutRoutes } from './routes/checkout.routes';
import { contentRoutes } from './routes/content.routes';
import { RouteError } from './routes/route-error';

/** Every page loads with its route; a page that fails shows RouteError inside the layout. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // While the first page's code loads, the layout paints with an empty main. Being the same
    // component as the element, it stays mounted when the page arrives (no refetch, no flash).
    HydrateFallback: RootLayout,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          ...catalogRoutes,
          ...checkoutRoutes,
          ...accountRoutes,
          ...contentRoutes,
          {
            path: paths.error.path,
            lazy: async () => ({ Component: (await import('./routes/not-found')).ErrorPage }),
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundPage }),
          },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
