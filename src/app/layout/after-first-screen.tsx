import { lazy, Suspense } from 'react';
import { useFirstScreenShown } from '@/lib/first-screen';
import { useCart } from '@/stores/cart-provider';

// Neither is part of the first screen, so their code (and the newsletter form's
// react-hook-form, in the footer) stays out of the first download.
const CartSidebar = lazy(async () => ({ default: (await import('./cart-sidebar')).CartSidebar }));
const SiteFooter = lazy(async () => ({ default: (await import('./site-footer')).SiteFooter }));

/** The footer, below the fold: it comes once the first screen has been drawn. */
export function LazySiteFooter() {
  const firstScreenShown = useFirstScreenShown();
  if (!firstScreenShown) return null;
  return (
    <Suspense>
      <SiteFooter />
    </Suspense>
  );
}

/** The cart drawer: after the first screen, or at once if the cart is opened before it. */
export function LazyCartSidebar() {
  const { isOpen } = useCart();
  const firstScreenShown = useFirstScreenShown();
  if (!firstScreenShown && !isOpen) return null;
  return (
    <Suspense>
      <CartSidebar />
    </Suspense>
  );
}
