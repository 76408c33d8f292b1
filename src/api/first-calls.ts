/**
 * The calls a page makes first, shared by the app's API module and the boot script
 * (src/boot.ts) that starts them from the page's HTML, before the app's JavaScript has
 * arrived; the API module then takes the answer instead of asking again (takeStarted).
 * This module is part of the boot script: it imports nothing.
 */

type Params = Record<string, string | number>;
export type ApiRequestPath = { url: string; params?: Params };

export type ShopQuery = { page: number; perPage: number; search?: string; category?: string };

/** The layout's first call, on every page (the header's logo): the HTML preloads it. */
export const siteSettingsRequest = (): ApiRequestPath => ({ url: '/api/web/static_get' });

/** Each page's own first call, which the boot script starts. */
export const firstRequests = {
  slides: (): ApiRequestPath => ({ url: '/api/web/slider_get' }),
  blogs: (): ApiRequestPath => ({ url: '/api/web/blog_get', params: { sortOrder: 'ASC' } }),
  product: (slugOrId: string): ApiRequestPath => ({
    url: `/api/web/products/${encodeURIComponent(slugOrId)}`,
  }),
  shopProducts: (query: ShopQuery): ApiRequestPath => {
    const params: Params = { page: query.page, per_page: query.perPage };
    if (query.search) params.search = query.search;
    if (query.category) params.category = query.category;
    return { url: '/api/web/product_list_get', params };
  },
};

/** The answer of a call the boot script started. */
export type StartedAnswer = { status: number; statusText: string; body: string };

declare global {
  interface Window {
    /** Calls started by src/boot.ts, by URL (see requestKey), until the app takes them. */
    __startedCalls?: Map<string, Promise<StartedAnswer>>;
  }
}

/**
 * The same request written two ways (parameter order, encoding) has one key. The path is
 * joined to the base URL as axios joins it; empty parameters are left out, as axios leaves them.
 */
export function requestKey(
  baseUrl: string,
  { url = '', params = {} }: { url?: string; params?: Record<string, unknown> },
) {
  const full = new URL(`${baseUrl.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`);
  for (const [name, value] of Object.entries(params)) {
    if (value != null) full.searchParams.append(name, String(value));
  }
  full.searchParams.sort();
  return full.href;
}

/** Starts a call for the app to take later; only GETs of public data are started this way. */
export function startCall(baseUrl: string, request: ApiRequestPath) {
  return startCallAt(requestKey(baseUrl, request));
}

/**
 * Takes up the calls the HTML preloads that the page has not started itself: a host that
 * answers every path with the home page's HTML brings the home page's preload along, and a
 * preload nobody reads is wasted (and warned about).
 */
export function adoptPreloadedCalls() {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=fetch]')) {
    const key = new URL(link.href);
    key.searchParams.sort();
    if (!window.__startedCalls?.has(key.href)) startCallAt(key.href);
  }
}

function startCallAt(key: string) {
  // A plain GET, as a shell's <link rel="preload" as="fetch" crossorigin> makes it: that
  // preload, when there is one, answers this fetch.
  const answer = fetch(key).then(async (response): Promise<StartedAnswer> => ({
    status: response.status,
    statusText: response.statusText,
    body: await response.text(),
  }));
  answer.catch(() => {}); // a failure is the app's to report, when it takes the call
  (window.__startedCalls ??= new Map()).set(key, answer);
  return answer;
}

/** The started answer to this exact request, once: a later call asks the server again. */
export function takeStarted(key: string) {
  const started = window.__startedCalls?.get(key);
  window.__startedCalls?.delete(key);
  return started;
}
