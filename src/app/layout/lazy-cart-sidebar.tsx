import { lazy, Suspense, useEffect, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useBrowserIdle } from '@/lib/use-browser-idle';
import { useCart } from '@/stores/cart-provider';

// Not part of the first screen, so its code stays out of the first download.
const loadCartSidebar = () => import('./cart-sidebar');
const CartSidebar = lazy(async () => ({ default: (await loadCartSidebar()).CartSidebar }));

/**
 * The cart drawer: its code loads when the browser is first idle, or at once if the cart is
 * opened; it is drawn from the first opening on, so a page that never opens it draws nothing
 * for it while it loads.
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
