import { Trans } from '@lingui/react/macro';
/** Last resort when the app itself fails to render: plain markup, a way home, no dependencies. */
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
        <a className="button" href="/">
          <Trans>Back to Home Page</Trans>
        </a>
      </p>
    </main>
  );
}
