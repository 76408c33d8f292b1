import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Toasts } from '@/components/toasts';
import { env } from '@/config/env';
import { AuthDialogs } from '@/features/auth/auth-dialogs';
import { CartSidebar } from './cart-sidebar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function RootLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <ScrollToTopOnNavigate />
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <CartSidebar />
      <AuthDialogs />
      <a className="consult-link" href={`tel:${env.supportPhone.replace(/[^\d+]/g, '')}`}>
        <span aria-hidden="true">☎</span> Free consultation
      </a>
      <Toasts position="top-right" autoClose={5000} newestOnTop closeOnClick={false} />
    </>
  );
}
