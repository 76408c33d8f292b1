import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation, useNavigationType } from 'react-router-dom';
import { Toasts } from '@/components/toasts';
import { env } from '@/config/env';
import { telHref } from '@/lib/safe-url';
import { AuthDialogs } from '@/features/auth/auth-dialogs';
import { useKeptPayments } from '@/features/checkout/payment/kept-payments';
import { paths } from '@/config/paths';
import { focusPageStart, keepsFocus, keepsScroll } from '@/lib/page-start';
import { HindiOffer } from '@/i18n/hindi-offer';
import { SectionMessages, usePageSection } from '@/i18n/locale-provider';
import { withoutLocale } from '@/i18n/locales';
import { RouteError } from '../routes/route-error';
import { LazyCartSidebar } from './lazy-cart-sidebar';
import { SiteFooter } from './site-footer';
import { ScrollToTopButton } from './scroll-to-top-button';
import { SiteHeader } from './site-header';

const KeptPaymentBanner = lazy(() =>
  import('@/features/checkout/payment/kept-payment-banner').then((module) => ({
    default: module.KeptPaymentBanner,
  })),
);

/** A payment taken but not yet verified is confirmed from any page; the checkout shows its own. */
function UnverifiedPayment() {
  const [kept] = useKeptPayments();
  const { pathname } = useLocation();
  if (!kept || withoutLocale(pathname) === paths.checkout.path) return null;
  return (
    <Suspense>
      <SectionMessages section="checkout">
        <KeptPaymentBanner key={kept.order.order_token} kept={kept} />
      </SectionMessages>
    </Suspense>
  );
}

/** Spec section 9: toasts close after 5 s, after 2 s on the dashboard. */
function toastDuration(pathname: string) {
  return withoutLocale(pathname) === paths.account.path ? 2000 : 5000;
}

/**
 * A new page, or another view of the same one, starts at its top, with the keyboard's focus at
 * the start of its content. The first one already does (entry.client.tsx turns the browser's
 * scroll restoration off), or stays where the shopper scrolled the prerendered page before the
 * app took it over.
 */
function StartEachPageAtItsTop() {
  const { pathname, search, state } = useLocation();
  // Back and Forward bring an entry's state back too: a view the shop changed in place then
  // opens at its top all the same (spec: "scrolls to the top on every route change").
  const traversed = useNavigationType() === 'POP';
  const location = pathname + search;
  const shown = useRef(location);
  // A navigation is a transition: the address changes at once, the page once its code is in.
  // Focus the shopper moves meanwhile (a menu opened in the header) stays where it went; focus
  // a script moves (a dialog giving it back as the shopper leaves) does not count.
  const shopperActed = useRef(false);
  useEffect(() => {
    const onInput = () => {
      if (window.location.pathname + window.location.search !== shown.current) {
        shopperActed.current = true;
      }
    };
    document.addEventListener('pointerdown', onInput);
    document.addEventListener('keydown', onInput);
    return () => {
      document.removeEventListener('pointerdown', onInput);
      document.removeEventListener('keydown', onInput);
    };
  }, []);
  useEffect(() => {
    const keepFocusWhereTheShopperPutIt = shopperActed.current;
    shopperActed.current = false;
    if (shown.current === location) return;
    shown.current = location;
    if (keepsScroll(state) && !traversed) return;
    window.scrollTo(0, 0);
    if (!keepsFocus(state) && !keepFocusWhereTheShopperPutIt) focusPageStart();
  }, [location, state, traversed]);
  return null;
}

/** The layout around `children`, the page: header, navigation, footer, and what any page may show. */
export function RootLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const pageSection = usePageSection();
  return (
    <>
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <StartEachPageAtItsTop />
      <UnverifiedPayment />
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {/* A page that fails shows RouteError here, and the next navigation tries again. */}
        <ErrorBoundary FallbackComponent={RouteError} resetKeys={[pathname]}>
          {/* While the first page's code loads, main stays empty under the painted layout. */}
          <Suspense>
            <SectionMessages section={pageSection}>{children}</SectionMessages>
          </Suspense>
        </ErrorBoundary>
      </main>
      <SiteFooter />
      <ScrollToTopButton />
      <LazyCartSidebar />
      <AuthDialogs />
      <a className="consult-link" href={telHref(env.supportPhone)}>
        <span aria-hidden="true">☎</span> <Trans>Free consultation</Trans>
      </a>
      <HindiOffer />
      <Toasts
        position="top-right"
        autoClose={toastDuration(pathname)}
        newestOnTop
        closeOnClick={false}
      />
    </>
  );
}
