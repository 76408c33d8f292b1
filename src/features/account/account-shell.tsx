import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '@/i18n/navigation';
import type { User } from '@/api/schemas';
import { PageBanner } from '@/components/page-banner';
import { PageMeta } from '@/components/page-meta';
import { messages } from '@/config/messages';
import { paths } from '@/config/paths';
import { AfterHydration } from '@/lib/hydration';
import { useLoginDialog } from '@/lib/login-dialog';
import { useSession } from '@/stores/session-provider';
import { AccountSidebar } from './account-sidebar';
import './account.css';

type AccountShellProps = {
  title: string;
  /** The page, rendered only for a signed-in shopper. */
  children: (user: User) => ReactNode;
};

/**
 * Banner, sidebar and guard of every account page. A signed-out visitor (or one whose
 * session the server just refused) is asked to log in and comes back here afterwards. The
 * prerendered shell has the banner; the rest waits for the session on this device.
 */
export function AccountShell({ title, children }: AccountShellProps) {
  return (
    <>
      <PageMeta title={title} />
      <PageBanner title={title} />
      <div className="container account">
        <AfterHydration>
          <SignedInOnly>{children}</SignedInOnly>
        </AfterHydration>
      </div>
    </>
  );
}

/** The sidebar and the page for a signed-in shopper; the login prompt for anyone else. */
function SignedInOnly({ children }: Pick<AccountShellProps, 'children'>) {
  const { user } = useSession();
  const returnTo = useAskToLogInWhenSignedOut();
  return user ? (
    <>
      <AccountSidebar />
      <div className="account__content">{children(user)}</div>
    </>
  ) : (
    <SignedOutPrompt returnTo={returnTo} />
  );
}

/** Opens the login modal for a visitor who arrives signed out or whose session expired here; returns this page's location. */
function useAskToLogInWhenSignedOut() {
  const { isSignedIn, expired } = useSession();
  const { openLogin } = useLoginDialog();
  const { pathname, search } = useLocation();
  const returnTo = pathname + search;
  const signedInBefore = useRef(isSignedIn);

  useEffect(() => {
    // A logout from this page is on its way home: asking to log in again there would be odd.
    const justLoggedOut = signedInBefore.current && !isSignedIn && !expired;
    signedInBefore.current = isSignedIn;
    if (!isSignedIn && !justLoggedOut) openLogin({ returnTo });
  }, [isSignedIn, expired, returnTo, openLogin]);

  return returnTo;
}

function SignedOutPrompt({ returnTo }: { returnTo: string }) {
  const { t } = useLingui();
  const { expired } = useSession();
  const { openLogin } = useLoginDialog();

  return (
    <section className="account__signed-out" aria-labelledby="account-signed-out-title">
      <h2 id="account-signed-out-title">
        {expired ? t`Your session has ended` : t`Please log in`}
      </h2>
      {expired ? (
        <p className="alert alert--error" role="alert">
          {t(messages.sessionExpired)}
        </p>
      ) : (
        <p>
          <Trans>Log in to see your orders and account details.</Trans>
        </p>
      )}
      <div className="account__signed-out-actions">
        <button type="button" className="button" onClick={() => openLogin({ returnTo })}>
          <Trans>Log in</Trans>
        </button>
        <Link to={paths.signUp.href()} className="button button--ghost">
          <Trans>Create an account</Trans>
        </Link>
      </div>
    </section>
  );
}
