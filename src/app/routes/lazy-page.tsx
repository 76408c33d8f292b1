import {
  usePrefetchQuery,
  type QueryClient,
  type QueryKey,
  type UsePrefetchQueryOptions,
} from '@tanstack/react-query';
import { lazy, useState, type ComponentType, type ReactNode } from 'react';
import { useParams, useSearchParams, type Params, type RouteObject } from 'react-router-dom';

/** The first data a page shows, from the route's parameters and the URL's query. */
type FirstRead<Data, Key extends QueryKey> = (
  params: Readonly<Params>,
  search: URLSearchParams,
) => UsePrefetchQueryOptions<Data, Error, Data, Data, Key>;

/** Starts loading a page's code and its first read, before anything renders. */
export type OpenPage = (
  queryClient: QueryClient,
  params: Readonly<Params>,
  search: URLSearchParams,
) => Promise<unknown>;

export type PageHandle = { open: OpenPage };

function FetchingBeside<Data, Key extends QueryKey>({
  read,
  children,
}: {
  read: FirstRead<Data, Key>;
  children: ReactNode;
}) {
  const [search] = useSearchParams();
  usePrefetchQuery(read(useParams(), search));
  return children;
}

/**
 * The element of a page that loads with its route: its code is fetched the first time the
 * route renders (the layout's Suspense shows the previous page, or an empty main, meanwhile).
 * `firstRead` starts the page's first call beside its code rather than after it. The handle's
 * `open` does both ahead of the app's first render (see main.tsx).
 */
export function lazyPage<Module, Data = unknown, Key extends QueryKey = QueryKey>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
  firstRead?: FirstRead<Data, Key>,
): Pick<RouteObject, 'element' | 'handle'> {
  let loaded: ComponentType | undefined;
  const loadPage = async () => (loaded = pick(await load()));
  const LazyPage = lazy(async () => ({ default: await loadPage() }));
  // A page whose code is already in renders at once; React.lazy would suspend once even then.
  function Page() {
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded /> : <LazyPage />;
  }
  const open: OpenPage = (queryClient, params, search) => {
    if (firstRead) void queryClient.prefetchQuery(firstRead(params, search));
    return loadPage();
  };
  const handle: PageHandle = { open };
  const element = firstRead ? (
    <FetchingBeside read={firstRead}>
      <Page />
    </FetchingBeside>
  ) : (
    <Page />
  );
  return { element, handle };
}
