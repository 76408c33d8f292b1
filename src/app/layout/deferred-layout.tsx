import { lazy, Suspense, useEffect, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useBrowserIdle } from '@/lib/use-browser-idle';
import { IN_VIEW, useSeenOnce } from '@/lib/use-seen-once';
import { useCart } from '@/stores/cart-provider';

// Neither is part of the first screen, so their code (and the newsletter form's
// react-hook-form, in the footer) stays out of the first download.
const loadCartSidebar = () => import('./cart-sidebar');
const CartSidebar = lazy(async () => ({ default: (await loadCartSidebar()).CartSidebar }));
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

/**
 * The cart drawer: its code loads when the browser is first idle, or at once if the cart is
 * opened; it is drawn from the first opening on. Drawn closed at idle time, it was a task of its
 * own (11 to 14 ms) in the page's load.
 */
export function LazyCartSidebar() {
  const { isOpen } = useCart();
  const idle = useBrowserIdle();
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  useEffect(() => {
    // Only fetched and run here. A failed download is asked for again when the drawer is drawn,
    // and if it fails then, the error boundary leaves the drawer out.
    if (idle) loadCartSidebar().catch(() => {});
  }, [idle]);
  if (!opened) return null;
  return (
    <ErrorBoundary fallback={null}>
      <Suspense>
        <CartSidebar />
      </Suspense>
    </ErrorBoundary>
  );
}
