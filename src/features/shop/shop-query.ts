import { useCallback } from 'react';
import { queries } from '@/api/queries';
import { useHydratedSearchParams } from '@/lib/hydration';
import { keepScroll } from '@/lib/page-start';
import { PER_PAGE, readShopView, type ShopView } from './shop-view';

/** The products of one view of the shop: its page of the grid, for its search and category. */
export function shopProductsQuery({ page, search, category }: ShopView) {
  return queries.shopProducts({ page, perPage: PER_PAGE, search, category });
}

export function useShopView() {
  const [params, setParams] = useHydratedSearchParams();
  const view = readShopView(params);

  /**
   * A new search or category starts again at page 1; a search replaces the history entry as it
   * is typed. The shop shows each change in place (its pages scroll to the grid themselves).
   */
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
        { replace: options.replace, state: keepScroll },
      );
    },
    [setParams],
  );

  return [view, update] as const;
}
