/**
 * Whether `pathname` is a path of the route `path` (a ":parameter" stands for one segment).
 */
export function matchesRoute(path: string, pathname: string) {
  return new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}/?$`).test(pathname);
}

/**
 * Whether the prerendered shell in `root` (its `data-shell`, written by
 * scripts/prerender-plugin.ts) is the current route's own. A host that answers every path with
 * the home page's HTML serves the home page's shell for other routes too.
 */
export function holdsOwnShell(root: HTMLElement) {
  const shell = root.dataset.shell;
  return shell !== undefined && matchesRoute(shell, window.location.pathname);
}
