import { render, type RenderOptions } from '@tests/testing-library';
import type { ReactElement } from 'react';
import {
  MemoryRouter,
  useLocation,
  useRoutes,
  type Location,
  type RouteObject,
} from 'react-router-dom';
import { Toasts } from '@/components/toasts';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';

type Options = Omit<RenderOptions, 'wrapper'> & {
  /** The URL the memory router starts at. */
  route?: string;
  /** The history state of that first entry. */
  state?: unknown;
  /** The route pattern the element is mounted at (defaults to a catch-all). */
  path?: string;
  /** Extra routes, e.g. the pages a link or redirect leads to. */
  routes?: RouteObject[];
};

/** The app's query client, but a failed read fails at once and a read is never refetched. */
function createTestQueryClient() {
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, retry: false, staleTime: Infinity },
  });
  return queryClient;
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
 * Renders `ui` inside the app's own providers (with a fresh test query client) and a memory
 * router at `route`; `location()` tells where the router is now.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', state, path = '*', routes = [], ...options }: Options = {},
) {
  let current: Location | undefined;
  const { pathname, search, hash } = new URL(route, 'http://shop.test');
  const queryClient = createTestQueryClient();
  const result = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[{ pathname, search, hash, state }]}>
        <TrackedRoutes
          routes={[{ path, element: ui }, ...routes]}
          onLocation={(at) => {
            current = at;
          }}
        />
      </MemoryRouter>
      <Toasts />
    </AppProviders>,
    options,
  );
  return { ...result, queryClient, location: () => current! };
}
