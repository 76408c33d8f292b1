/**
 * Whether `pathname` is a path of the route `path` (a ":parameter" stands for one segment). A
 * module of its own: the boot script uses it and must stay small.
 */
export function matchesRoute(path: string, pathname: string) {
  return new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}/?$`).test(pathname);
}
