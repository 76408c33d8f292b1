import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import {
  MemoryRouter,
  useLocation,
  useRoutes,
  type Location,
  type RouteObject,
} from 'react-router-dom';
import { Toasts } from '@/components/toasts';
import { createQueryClient } from '@/app/query-client';
import { CartProvider } from '@/stores/cart-provider';
import { LoginDialogProvider } from '@/stores/login-dialog';
import { SessionProvider } from '@/stores/session-provider';
import { WishlistProvider } from '@/stores/wishlist-provider';

type Options = Omit<RenderOptions, 'wrapper'> & {
  /** The URL the memory router starts at. */
  route?: string;
  /** The route pattern the element is mounted at (defaults to a catch-all). */
  path?: string;
  /** Extra routes, e.g. the pages a link or redirect leads to. */
  routes?: RouteObject[];
};

function Providers({ children }: { children: ReactNode }) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <WishlistProvider>
          <CartProvider>
            <LoginDialogProvider>
              {children}
              <Toasts />
            </LoginDialogProvider>
          </CartProvider>
        </WishlistProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}

function TrackedRoutes({
  routes,
  onLocation,
}: {
  routes: RouteObject[];
  onLocation: (at: Location) => void;
}) {
  onLocation(useLocation());
  return useRoutes(routes);
}

/**
 * Renders `ui` inside every app provider and a memory router at `route`;
 * `location()` tells where the router is now.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path = '*', routes = [], ...options }: Options = {},
) {
  let current: Location | undefined;
  const result = render(
    <Providers>
      <MemoryRouter initialEntries={[route]}>
        <TrackedRoutes
          routes={[{ path, element: ui }, ...routes]}
          onLocation={(at) => {
            current = at;
          }}
        />
      </MemoryRouter>
    </Providers>,
    options,
  );
  return { ...result, location: () => current! };
}
