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
  'Free delivery on orders over ₹999',
  'Follow every order and payment from your dashboard',
  'Your name, email and phone filled in at checkout',
  'Authentic Ayurvedic remedies, made with care',
];

export function SignUpPage() {
  const { isSignedIn, user } = useSession();
  // In the page's HTML before the app has taken it over: disabled until then, where a tap would be lost.
  const hydrated = useHydrated();
  const { openLogin } = useLoginDialog();

  return (
    <>
      <PageMeta
        title="Sign Up"
        description="Create your VedaHerbs account to check out faster and follow your orders."
      />
      <PageBanner
        title="Create Your Account"
        subtitle="Join VedaHerbs for a healthier, more natural you."
      />
      <div className="container sign-up">
        <section className="sign-up__intro" aria-labelledby="sign-up-benefits">
          <h2 id="sign-up-benefits">Why create an account?</h2>
          <ul className="sign-up__benefits">
            {BENEFITS.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </section>
        <section className="sign-up__card" aria-labelledby="sign-up-title">
          <h2 id="sign-up-title" className="sign-up__title">
            Sign Up
          </h2>
          {isSignedIn && user ? (
            <p className="sign-up__signed-in">
              You are signed in as <strong>{user.name}</strong>.{' '}
              <Link to={paths.account.href()}>Go to your dashboard</Link>
            </p>
          ) : (
            <>
              <SignUpForm />
              <p className="sign-up__switch">
                Already have an account?{' '}
                <button
                  type="button"
                  className="link-button"
                  disabled={!hydrated}
                  onClick={() => openLogin({ returnTo: paths.account.href() })}
                >
                  Log in
                </button>
              </p>
            </>
          )}
        </section>
      </div>
    </>
  );
}
