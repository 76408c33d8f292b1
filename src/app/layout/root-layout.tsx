import { useEffect, type ReactNode } from 'react';
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

function SiteShell({ children }: { children?: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
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

export function RootLayout() {
  return (
    <SiteShell>
      <ScrollToTopOnNavigate />
      <Outlet />
    </SiteShell>
  );
}

/** Header and footer paint while the first page's code is still on its way. */
export function ShellWhilePageLoads() {
  return <SiteShell />;
}
