/**
 * The DOM that API HTML is parsed and sanitised with: the browser's, or, while the build
 * prerenders a page in Node (which has none), the one entry.server.tsx hands over (jsdom's). Only
 * that parsing uses it: every other check of `window` still tells the prerender from the browser.
 */
type HtmlDom = Window & typeof globalThis;

let prerenderDom: HtmlDom | null = null;

/** Called once by entry.server.tsx, before any page is prerendered. */
export function setPrerenderDom(dom: HtmlDom) {
  prerenderDom = dom;
}

export function htmlDom(): HtmlDom | null {
  return typeof window === 'undefined' ? prerenderDom : window;
}
