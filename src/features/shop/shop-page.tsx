import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, type ReactNode } from 'react';
import { queries } from '@/api/queries';
import { ExperienceTheDifference } from '@/components/experience-the-difference';
import { PageBanner } from '@/components/page-banner';
import { PageMeta } from '@/components/page-meta';
import { QueryStatus } from '@/components/query-status';
import { messages } from '@/config/messages';
import { ProductCard } from '@/components/product-card';
import { startingFrom } from '@/lib/prerendered';
import { CategoryFilter } from './category-filter';
import { ConditionHint } from './condition-hint';
import { Pagination, useLastPageWhenBeyond } from '@/components/pagination';
import { totalPages } from '@/components/page-window';
import { SearchBox } from './search-box';
import { isFirstView, type ShopAnswers } from './shop-loader';
import { shopProductsQuery, useShopView } from './shop-query';
import { PER_PAGE } from './shop-view';
import './shop.css';

/** The loading state stands where the grid's first card will be, at its size. */
function firstCardFrame(loading: ReactNode) {
  return <div className="product-grid">{loading}</div>;
}

type ShopPageProps = {
  /** The first view's answers as the build fetched them (src/app/pages/prerendered/shop.ts). */
  loaderData?: ShopAnswers | null;
};

export function ShopPage({ loaderData }: ShopPageProps) {
  const { t } = useLingui();
  const [view, update] = useShopView();
  const banner = useQuery({
    ...queries.pageData('shop_page'),
    ...startingFrom(loaderData?.banner),
  });
  // Drawn from a deferred copy, as QueryStatus does (TBT): the grid and what sits below it
  // change in the same render.
  const current = useQuery({
    ...shopProductsQuery(view),
    ...(isFirstView(view) ? startingFrom(loaderData?.products) : {}),
  });
  const products = useDeferredValue(current);
  const pages = products.data ? totalPages(products.data.total, PER_PAGE) : 1;

  const searchFor = useCallback(
    (search: string) => update({ search }, { replace: true }),
    [update],
  );
  const showPageInstead = useCallback(
    (page: number) => update({ page }, { replace: true }),
    [update],
  );
  useLastPageWhenBeyond(view.page, current, PER_PAGE, showPageInstead);
  const gridShown = !products.isPending;
  const total = products.data?.products.length ? products.data.total : null;

  const goToPage = (page: number) => {
    update({ page });
    document.getElementById('shop-results')?.scrollIntoView({ block: 'start' });
  };

  return (
    <>
      <PageMeta
        title={t`Shop`}
        description={t`Browse every Ayurvedic remedy by name or by the condition it treats.`}
      />
      <PageBanner title={banner.data?.top_banner?.title || t`Shop`} />
      <div className="container shop">
        <aside className="shop__filters">
          <SearchBox value={view.search} onSearch={searchFor} />
          <CategoryFilter
            value={view.category}
            onChange={(category) => update({ category })}
            prerendered={loaderData?.categories}
          />
        </aside>
        <section
          className="shop__results"
          id="shop-results"
          aria-labelledby="shop-results-title"
          aria-busy={products.isFetching}
        >
          <h2 id="shop-results-title" className="visually-hidden">
            <Trans>Products</Trans>
          </h2>
          <ConditionHint search={view.search} category={view.category} />
          {/* One status line for every list shown, so a screen reader hears each new count. */}
          <p className="shop__count" role="status">
            {total === null
              ? '\u00a0'
              : t`${plural(total, { one: '# product', other: '# products' })}`}
          </p>
          <QueryStatus
            query={products}
            empty={t(messages.noProducts)}
            isEmpty={(data) => data.products.length === 0}
            loading={t`Loading products...`}
            loadingPicture
            loadingFrame={firstCardFrame}
          >
            {(data) => (
              <ul className="product-grid">
                {data.products.map((product, index) => (
                  <li key={product.id}>
                    <ProductCard product={product} priority={index < 2} />
                  </li>
                ))}
              </ul>
            )}
          </QueryStatus>
          {/* Outside the status: a page the server answers empty, though its count says more, still leads back. */}
          {products.data && <Pagination page={view.page} pages={pages} onChange={goToPage} />}
        </section>
      </div>
      {/* Below the grid: shown once the first products are in, so it never jumps down. */}
      {gridShown && <ExperienceTheDifference />}
    </>
  );
}
