import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@/i18n/navigation';
import { queries } from '@/api/queries';
import { PageMeta } from '@/components/page-meta';
import { StatusMessage } from '@/components/status-message';
import { paths } from '@/config/paths';
import { ProductCard } from '@/components/product-card';
import { useReportError } from '@/lib/report-error';

const RECOMMENDED = 4;

type NotFoundPageProps = { title?: string; text?: string };

/** The catch-all 404 and /error: a way home and a few products worth a look. */
export function NotFoundPage(props: NotFoundPageProps) {
  const { t } = useLingui();
  const {
    title = t`Page not found`,
    text = t`The page you are looking for has moved or no longer exists.`,
  } = props;
  const recommended = useQuery(
    queries.products({ limit: RECOMMENDED, collection_id: 'popular-products' }),
  );
  useReportError(recommended.error, 'Recommended products');
  return (
    <div className="container not-found">
      <PageMeta title={title} description={text} />
      <section className="not-found__hero">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1>{title}</h1>
        <p>{text}</p>
        <Link className="button" to={paths.home.href()}>
          <Trans>Back to Home Page</Trans>
        </Link>
      </section>
      <section aria-labelledby="recommended-title" className="not-found__recommended">
        <h2 id="recommended-title">
          <Trans>You may like</Trans>
        </h2>
        {recommended.isPending && (
          <StatusMessage kind="loading">
            <Trans>Loading products...</Trans>
          </StatusMessage>
        )}
        {recommended.isError && (
          <StatusMessage kind="error">{recommended.error.message}</StatusMessage>
        )}
        {recommended.data && (
          <ul className="product-grid">
            {recommended.data.slice(0, RECOMMENDED).map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export function ErrorPage() {
  const { t } = useLingui();
  return (
    <NotFoundPage
      title={t`Something went wrong`}
      text={t`We could not complete that request. Please try again.`}
    />
  );
}
