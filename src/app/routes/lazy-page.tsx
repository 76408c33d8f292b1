import { lazy, useState, type ComponentType } from 'react';

/** What a route keeps beside its element: how to load its page's code ahead of the first render. */
export type PageHandle = { preload: () => Promise<unknown> };

/**
 * A page that loads with its route: its code is fetched the first time the route renders (the
 * layout's Suspense shows the previous page, or an empty main, meanwhile), or ahead of that
 * through the route's `handle.preload` (see preloadRoute), and then renders without suspending.
 */
export function lazyPage<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
): { element: React.JSX.Element; handle: PageHandle } {
  let loaded: ComponentType | undefined;
  const preload = () => load().then((module) => (loaded = pick(module)));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Page() {
    // Chosen once per mount, so a page first shown through Lazy is never remounted.
    const [Component] = useState(() => loaded ?? Lazy);
    return <Component />;
  }
  return { element: <Page />, handle: { preload } };
}
