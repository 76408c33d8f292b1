import { Trans, useLingui } from '@lingui/react/macro';
import type { FallbackProps } from 'react-error-boundary';
import { Link } from '@/i18n/navigation';
import { paths } from '@/config/paths';

/** Shown in place of a page that failed to load or render; the header, footer and cart keep working. */
export function RouteError({ error }: Pick<FallbackProps, 'error'>) {
  const chunkFailed =
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
      error.message,
    );
  const { t } = useLingui();
  return (
    <section className="container route-error" role="alert">
      <h1>
        {chunkFailed ? t`This page could not be loaded` : t`Something went wrong on this page`}
      </h1>
      <p>
        {chunkFailed
          ? t`Check your connection and try again. Your cart is safe.`
          : t`Please try again in a moment. Your cart and wishlist are safe.`}
      </p>
      <p className="route-error__actions">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          <Trans>Try again</Trans>
        </button>
        <Link className="button button--ghost" to={paths.home.href()}>
          <Trans>Back to Home Page</Trans>
        </Link>
      </p>
    </section>
  );
}
