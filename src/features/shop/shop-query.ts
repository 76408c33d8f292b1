import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { queries } from '@/api/queries';

export const PER_PAGE = 8;

export type ShopView = { category: string; search: string; page: number };

/** Reads the shop's view (category, search, page) from the URL, so links, reloads and Back restore it. */
export function readShopView(params: URLSearchParams): ShopView {
  const page = Number(params.get('page'));
  return {
    category: params.get('category') ?? '',
    search: params.get('search') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The products of one view of the shop: its page of the grid, for its search and category. */
export function shopProductsQuery({ page, search, category }: ShopView) {
  return queries.shopProducts({ page, perPage: PER_PAGE, search, category });
}

export function useShopView() {
  const [params, setParams] = useSearchParams();
  const view = readShopView(params);

  /** A new search or category starts again at page 1; a search replaces the history entry as it is typed. */
  const update = useCallback(
    (change: Partial<ShopView>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = { ...readShopView(current), ...change };
          if (change.search !== undefined || change.category !== undefined)
            next.page = change.page ?? 1;
          const query = new URLSearchParams();
          if (next.category) query.set('category', next.category);
          if (next.search) query.set('search', next.search);
          if (next.page > 1) query.set('page', String(next.page));
          return query;
        },
        { replace: options.replace },
      );
    },
    [setParams],
  );

  return [view, update] as const;
}
