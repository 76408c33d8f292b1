import type { FallbackProps } from 'react-error-boundary';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Shown in place of a page that failed to load or render; the header, footer and cart keep working. */
export function RouteError({ error }: Pick<FallbackProps, 'error'>) {
  const chunkFailed =
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
      error.message,
    );
  return (
    <section className="container route-error" role="alert">
      <h1>{chunkFailed ? 'This page could not be loaded' : 'Something went wrong on this page'}</h1>
      <p>
        {chunkFailed
          ? 'Check your connection and try again. Your cart is safe.'
          : 'Please try again in a moment. Your cart and wishlist are safe.'}
      </p>
      <p className="route-error__actions">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Try again
        </button>
        <Link className="button button--ghost" to={paths.home.href()}>
          Back to Home Page
        </Link>
      </p>
    </section>
  );
}
