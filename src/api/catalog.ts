import { queryOptions } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { messages } from '@/config/messages';
import { compareNames } from '@/lib/compare-names';
import { call } from './client';
import {
  categorySchema,
  linkable,
  listById,
  comboDetailSchema,
  comboSchema,
  countdownProductSchema,
  productCardSchema,
  productDetailSchema,
  shopPageSchema,
} from './schemas';

type Signal = { signal?: AbortSignal };

export type ProductCollection =
  'best-selling-products' | 'newly-launched-products' | 'popular-products';

export type ProductListQuery = {
  limit?: number;
  category?: string;
  slug?: string;
  sortField?: string;
  page?: number;
  collection_id?: ProductCollection;
};

/** Carousels and short lists. */
export async function listProducts(query: ProductListQuery = {}, { signal }: Signal = {}) {
  const params = { assc: 0, sortOrder: 'ASC', limit: 9, ...query };
  const { data } = await call(
    { url: '/api/web/product_list_get', params, signal },
    { data: listById(productCardSchema), fallback: messages.productsFetchFailed },
  );
  // A server that ignores the limit must not fill a carousel with thousands of slides.
  return data.slice(0, params.limit);
}

export type ShopQuery = { page: number; perPage: number; search?: string; category?: string };

function shopProductsParams(query: ShopQuery) {
  const params: Record<string, string | number> = { page: query.page, per_page: query.perPage };
  if (query.search) params.search = query.search;
  if (query.category) params.category = query.category;
  return params;
}

/** The shop grid: one page of products and the number of all matches. */
export async function listShopProducts(query: ShopQuery, { signal }: Signal = {}) {
  const { data } = await call(
    { url: '/api/web/product_list_get', params: shopProductsParams(query), signal },
    { data: shopPageSchema, fallback: messages.productsLoadFailed },
  );
  // Held to the page asked for (cut from a bare list of every match); a page that shows products
  // counts at least those and the pages before it (an empty page past the end leaves the total
  // as it is, to find the last page).
  const start = 'everyMatch' in data ? (query.page - 1) * query.perPage : 0;
  const products = data.products.slice(start, start + query.perPage);
  if (products.length === 0) return { products, total: data.total };
  const shownSoFar = (query.page - 1) * query.perPage + products.length;
  return { products, total: Math.max(data.total, shownSoFar) };
}

export async function getProduct(slugOrId: string, { signal }: Signal = {}) {
  const { data } = await call(
    { url: `/api/web/products/${encodeURIComponent(slugOrId)}`, signal },
    { data: productDetailSchema, fallback: messages.productDetailFailed },
  );
  return data;
}

/** A product's query (TanStack Query options): one key for every reader of a product. */
export const productQuery = (slugOrId: string) =>
  queryOptions({
    queryKey: ['product', slugOrId],
    queryFn: ({ signal }) => getProduct(slugOrId, { signal }),
  });

export async function listCategories({ signal }: Signal = {}) {
  const { data } = await call(
    { url: '/api/web/category_get', signal },
    { data: listById(categorySchema), fallback: messages.categoriesFailed },
  );
  return linkable(data);
}

const COMBO_LIMIT = 100;

/** Disease combos, sorted by name (the contract leaves sorting to the client). */
export async function listCombos({ signal }: Signal = {}) {
  const { data } = await call(
    {
      url: '/api/web/combo_list_get',
      params: { assc: 0, sortOrder: 'ASC', limit: COMBO_LIMIT },
      signal,
    },
    { data: listById(comboSchema), fallback: messages.combosFailed },
  );
  return linkable(data.slice(0, COMBO_LIMIT)).sort((a, b) => compareNames(a.name, b.name));
}

export async function getCombo(slug: string, { signal }: Signal = {}) {
  const { data } = await call(
    { url: `/api/web/combos/${encodeURIComponent(slug)}`, signal },
    { data: comboDetailSchema, fallback: messages.combosFailed },
  );
  return data;
}

export async function listCountdownProducts({ signal }: Signal = {}) {
  const { data } = await call(
    { url: '/api/web/count_down_products', signal },
    { data: z.array(countdownProductSchema), fallback: messages.productsFetchFailed },
  );
  return linkable(data);
}
