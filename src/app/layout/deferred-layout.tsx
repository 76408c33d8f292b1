import { lazy, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useBrowserIdle } from '@/lib/use-browser-idle';
import { IN_VIEW, useSeenOnce } from '@/lib/use-seen-once';
import { useCart } from '@/stores/cart-provider';

// Neither is part of the first screen, so their code (and the newsletter form's
// react-hook-form, in the footer) stays out of the first download.
const CartSidebar = lazy(async () => ({ default: (await import('./cart-sidebar')).CartSidebar }));
const SiteFooter = lazy(async () => ({ default: (await import('./site-footer')).SiteFooter }));

/**
 * The footer, below the fold (main is at least a screen tall): it loads when the end of the
 * page comes into view, so it never competes with the page's own calls and pictures. Offline,
 * on a page whose footer code was never fetched, the page simply has no footer.
 */
export function LazySiteFooter() {
  const [endOfPage, near] = useSeenOnce<HTMLDivElement>(IN_VIEW);
  // The room stays until the footer is drawn: were the page to shrink while its code loads, a
  // page scrolled to its end would jump, and a tap on its last button could land elsewhere.
  const room = <div ref={endOfPage} className="site-footer-placeholder" />;
  if (!near) return room;
  return (
    <ErrorBoundary fallback={room}>
      <Suspense fallback={room}>
        <SiteFooter />
      </Suspense>
    </ErrorBoundary>
  );
}

/** The cart drawer: loaded when the browser is first idle, or at once if the cart is opened. */
export function LazyCartSidebar() {
  const { isOpen } = useCart();
  const idle = useBrowserIdle();
  if (!idle && !isOpen) return null;
  return (
    <ErrorBoundary fallback={null}>
      <Suspense>
        <CartSidebar />
      </Suspense>
    </ErrorBoundary>
  );
}
