import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@/i18n/navigation';
import { PageBanner } from '@/components/page-banner';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/config/paths';
import { useHydrated } from '@/lib/hydration';
import { useLoginDialog } from '@/lib/login-dialog';
import { useSession } from '@/stores/session-provider';
import { SignUpForm } from './sign-up-form';
import './auth.css';

const BENEFITS = [
  msg`Free delivery on orders over ₹999`,
  msg`Follow every order and payment from your dashboard`,
  msg`Your name, email and phone filled in at checkout`,
  msg`Authentic Ayurvedic remedies, made with care`,
];

export function SignUpPage() {
  const { t } = useLingui();
  const { isSignedIn, user } = useSession();
  // In the page's HTML before the app has taken it over: disabled until then, where a tap would be lost.
  const hydrated = useHydrated();
  const { openLogin } = useLoginDialog();

  return (
    <>
      <PageMeta
        title={t`Sign Up`}
        description={t`Create your VedaHerbs account to check out faster and follow your orders.`}
      />
      <PageBanner
        title={t`Create Your Account`}
        subtitle={t`Join VedaHerbs for a healthier, more natural you.`}
      />
      <div className="container sign-up">
        <section className="sign-up__intro" aria-labelledby="sign-up-benefits">
          <h2 id="sign-up-benefits">
            <Trans>Why create an account?</Trans>
          </h2>
          <ul className="sign-up__benefits">
            {BENEFITS.map((benefit) => (
              <li key={benefit.id}>{t(benefit)}</li>
            ))}
          </ul>
        </section>
        <section className="sign-up__card" aria-labelledby="sign-up-title">
          <h2 id="sign-up-title" className="sign-up__title">
            <Trans>Sign Up</Trans>
          </h2>
          {isSignedIn && user ? (
            <p className="sign-up__signed-in">
              <Trans>
                You are signed in as <strong>{user.name}</strong>.{' '}
                <Link to={paths.account.href()}>Go to your dashboard</Link>
              </Trans>
            </p>
          ) : (
            <>
              <SignUpForm />
              <p className="sign-up__switch">
                <Trans>Already have an account?</Trans>{' '}
                <button
                  type="button"
                  className="link-button"
                  disabled={!hydrated}
                  onClick={() => openLogin({ returnTo: paths.account.href() })}
                >
                  <Trans>Log in</Trans>
                </button>
              </p>
            </>
          )}
        </section>
      </div>
    </>
  );
}
