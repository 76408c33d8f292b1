import { pageFromQuery } from '@/components/page-window';

/** The shop's grid size. */
export const PER_PAGE = 8;

export type ShopView = { category: string; search: string; page: number };

/** Reads the shop's view (category, search, page) from the URL, so links, reloads and Back restore it. */
export function readShopView(params: URLSearchParams): ShopView {
  return {
    category: params.get('category') ?? '',
    search: params.get('search') ?? '',
    page: pageFromQuery(params.get('page')),
  };
}
