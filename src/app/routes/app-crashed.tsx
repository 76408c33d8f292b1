import { Trans } from '@lingui/react/macro';
import { useLocale } from '@/i18n/locale-provider';
import { pathIn } from '@/i18n/locales';

/**
 * Last resort when the app itself fails to render: plain markup and a plain link to the home
 * page in the page's language, which needs no router.
 */
export function AppCrashed() {
  return (
    <main className="container crashed" id="main">
      <h1>
        <Trans>Something went wrong</Trans>
      </h1>
      <p>
        <Trans>We could not show this page. Your cart and wishlist are safe on this device.</Trans>
      </p>
      <p>
        <a className="button" href={pathIn(useLocale(), '/')}>
          <Trans>Back to Home Page</Trans>
        </a>
      </p>
    </main>
  );
}
