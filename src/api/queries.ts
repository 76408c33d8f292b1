import { queryOptions } from '@tanstack/react-query';
import * as catalog from './catalog';
import * as content from './content';
import * as orders from './orders';
import type { PageName } from './schemas';

/**
 * TanStack Query options for every read of the contract: one key per call, so pages
 * and sections that need the same data share one request and one cache entry.
 */
export const queries = {
  categories: () =>
    queryOptions({
      queryKey: ['categories'],
      queryFn: ({ signal }) => catalog.listCategories({ signal }),
    }),
  products: (query: catalog.ProductListQuery = {}) =>
    queryOptions({
      queryKey: ['products', query],
      queryFn: ({ signal }) => catalog.listProducts(query, { signal }),
    }),
  shopProducts: (query: catalog.ShopQuery) =>
    queryOptions({
      queryKey: ['shop-products', query] as const,
      queryFn: ({ signal }) => catalog.listShopProducts(query, { signal }),
      // Another page of the same list stays on screen while it loads; another search or
      // category does not: its products are not this list's.
      placeholderData: (previous, previousQuery) => {
        const shown = previousQuery?.queryKey[1];
        return shown?.search === query.search && shown?.category === query.category
          ? previous
          : undefined;
      },
    }),
  product: catalog.productQuery,
  combos: () =>
    queryOptions({ queryKey: ['combos'], queryFn: ({ signal }) => catalog.listCombos({ signal }) }),
  combo: (slug: string) =>
    queryOptions({
      queryKey: ['combo', slug],
      queryFn: ({ signal }) => catalog.getCombo(slug, { signal }),
    }),
  countdownProducts: () =>
    queryOptions({
      queryKey: ['countdown-products'],
      queryFn: ({ signal }) => catalog.listCountdownProducts({ signal }),
    }),
  slides: () =>
    queryOptions({ queryKey: ['slides'], queryFn: ({ signal }) => content.listSlides({ signal }) }),
  testimonials: () =>
    queryOptions({
      queryKey: ['testimonials'],
      queryFn: ({ signal }) => content.listTestimonials({ signal }),
    }),
  certificates: () =>
    queryOptions({
      queryKey: ['certificates'],
      queryFn: ({ signal }) => content.listCertificates({ signal }),
    }),
  faqs: () =>
    queryOptions({ queryKey: ['faqs'], queryFn: ({ signal }) => content.listFaqs({ signal }) }),
  blogs: () =>
    queryOptions({ queryKey: ['blogs'], queryFn: ({ signal }) => content.listBlogs({ signal }) }),
  siteSettings: () =>
    queryOptions({
      queryKey: ['site-settings'],
      queryFn: ({ signal }) => content.getSiteSettings({ signal }),
    }),
  pageData: <P extends PageName>(page: P) =>
    queryOptions({
      queryKey: ['page-data', page],
      queryFn: ({ signal }) => content.getPageData(page, { signal }),
    }),
  orders: (userId: number | undefined) =>
    queryOptions({
      queryKey: ['orders', userId],
      queryFn: ({ signal }) => orders.listOrders({ signal }),
    }),
  order: (userId: number | undefined, id: string) =>
    queryOptions({
      queryKey: ['order', userId, id],
      queryFn: ({ signal }) => orders.getOrder(id, { signal }),
    }),
};
