import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { Link } from '@/i18n/navigation';
import { queries } from '@/api/queries';
import { PageBanner } from '@/components/page-banner';
import { PageMeta } from '@/components/page-meta';
import { QueryStatus } from '@/components/query-status';
import { messages } from '@/config/messages';
import { paths } from '@/config/paths';
import { Pagination, useLastPageWhenBeyond } from '@/components/pagination';
import { pageFromQuery, totalPages } from '@/components/page-window';
import { ProductCard } from '@/components/product-card';
import { useHydratedSearchParams } from '@/lib/hydration';
import { startingFrom } from '@/lib/prerendered';
import { CATEGORY_PER_PAGE as PER_PAGE, type CategoryAnswers } from './category-loader';
import './catalog.css';

type CategoryPageProps = {
  /** Its first page's answers as the build fetched them (src/app/pages/prerendered/category.ts). */
  loaderData?: CategoryAnswers | null;
};

/** The products of one category (disease or condition). */
export function CategoryPage({ loaderData }: CategoryPageProps) {
  const { t } = useLingui();
  const { slug = '' } = useParams();
  const [params, setParams] = useHydratedSearchParams();
  const page = pageFromQuery(params.get('page'));
  const categories = useQuery({
    ...queries.categories(),
    ...startingFrom(loaderData?.categories),
  });
  const products = useQuery({
    ...queries.shopProducts({ page, perPage: PER_PAGE, category: slug }),
    ...(page === 1 ? startingFrom(loaderData?.products) : {}),
  });
  const category = categories.data?.find((candidate) => candidate.slug === slug);
  const showPage = useCallback(
    (next: number, options?: { replace?: boolean }) =>
      setParams(next > 1 ? { page: String(next) } : {}, options),
    [setParams],
  );
  const showPageInstead = useCallback(
    (next: number) => showPage(next, { replace: true }),
    [showPage],
  );
  useLastPageWhenBeyond(page, products, PER_PAGE, showPageInstead);
  const title = category?.title ?? (categories.isPending ? t`Loading...` : t`Category`);

  const concern = category?.title ?? t`this condition`;

  return (
    <>
      <PageMeta
        title={category?.title ?? t`Category`}
        description={t`Ayurvedic remedies for ${concern}.`}
      />
      <PageBanner title={title} />
      <div className="container section">
        {/* Above the grid, so the products arriving never move it. */}
        <p>
          <Link to={paths.shop.href({ category: slug })}>
            <Trans>See these in the shop with search and filters</Trans>
          </Link>
        </p>
        <QueryStatus
          query={products}
          empty={t(messages.noProducts)}
          isEmpty={(data) => data.products.length === 0}
        >
          {(data) => (
            <ul className="product-grid">
              {data.products.map((product) => (
                <li key={product.id}>
                  <ProductCard product={product} headingLevel={2} />
                </li>
              ))}
            </ul>
          )}
        </QueryStatus>
        {products.data && (
          <Pagination
            page={page}
            pages={totalPages(products.data.total, PER_PAGE)}
            onChange={showPage}
          />
        )}
      </div>
    </>
  );
}
