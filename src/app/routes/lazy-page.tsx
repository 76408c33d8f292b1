import {
  usePrefetchQuery,
  type QueryKey,
  type UsePrefetchQueryOptions,
} from '@tanstack/react-query';
import { lazy, type ComponentType, type ReactNode } from 'react';
import { useParams, useSearchParams, type Params } from 'react-router-dom';

/** The first data a page shows, from the route's parameters and the URL's query. */
type FirstRead<Data, Key extends QueryKey> = (
  params: Readonly<Params>,
  search: URLSearchParams,
) => UsePrefetchQueryOptions<Data, Error, Data, Data, Key>;

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
 * `firstRead` starts the page's first call beside its code rather than after it.
 */
export function lazyPage<Module, Data = unknown, Key extends QueryKey = QueryKey>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
  firstRead?: FirstRead<Data, Key>,
) {
  const Page = lazy(async () => ({ default: pick(await load()) }));
  return firstRead ? (
    <FetchingBeside read={firstRead}>
      <Page />
    </FetchingBeside>
  ) : (
    <Page />
  );
}
