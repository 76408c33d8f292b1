import { lazy, type ComponentType } from 'react';

/**
 * The element of a page that loads with its route: its code is fetched the first time the
 * route renders (the layout's Suspense shows the previous page, or an empty main, meanwhile).
 */
export function lazyPage<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
) {
  const Page = lazy(async () => ({ default: pick(await load()) }));
  return <Page />;
}
