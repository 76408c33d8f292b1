/**
 * The first call of each route whose HTML starts it (src/boot.ts, and the shells' preload
 * links: scripts/prerender-plugin.ts), with where its answer names the page's main picture.
 */
import { firstRequests, siteSettingsRequest, type ApiRequestPath } from '@/api/first-calls';
import { PER_PAGE, readShopView } from '@/features/shop/shop-view';

type FirstCall = {
  request: ApiRequestPath;
  /** The page's main picture, read from the call's `data`, as the page will show it. */
  picture?: (data: unknown) => unknown;
  /** The request depends on the URL's query, which a page's HTML cannot know in advance. */
  readsQuery?: boolean;
};

type Item = Record<string, unknown>;
const first = (data: unknown) => (Array.isArray(data) ? (data[0] as Item | undefined) : undefined);

/** The product gallery's first picture: the feature image, else the first, else the default. */
function galleryPicture(data: unknown) {
  const product = data as { images?: Item[]; default_image?: unknown } | null;
  const images = product?.images ?? [];
  return (
    (images.find((image) => image.type === 'feature') ?? images[0])?.url ?? product?.default_image
  );
}

/**
 * The calls the layout makes on every page (the header's logo). The HTML of a page that does not
 * start its own first call starts these: with the API on an origin of its own, they open the
 * connection that the page's own call, started later by the boot script when its URL has a
 * parameter, then finds ready.
 */
export const layoutFirstRequests = (): readonly ApiRequestPath[] => [siteSettingsRequest()];

export function firstCallOf(pathname: string, search: string): FirstCall | null {
  if (pathname === '/') {
    return { request: firstRequests.slides(), picture: (data) => first(data)?.imageUrl };
  }
  if (pathname === '/shop') {
    const view = readShopView(new URLSearchParams(search));
    return {
      request: firstRequests.shopProducts({ ...view, perPage: PER_PAGE }),
      picture: (data) => first((data as { products?: unknown } | null)?.products)?.default_image,
      readsQuery: true,
    };
  }
  if (pathname === '/blogs') {
    return { request: firstRequests.blogs(), picture: (data) => first(data)?.imageUrl };
  }
  const product = /^\/product-details\/([^/]+)\/?$/.exec(pathname);
  if (product) {
    const slug = decodeURIComponent(product[1]!);
    return { request: firstRequests.product(slug), picture: galleryPicture };
  }
  return null;
}
