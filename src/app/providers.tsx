import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { CartProvider } from '@/stores/cart-provider';
import { Hydration } from '@/lib/hydration';
import { LoginDialogProvider } from '@/lib/login-dialog';
import { SessionProvider } from '@/stores/session-provider';
import { WishlistProvider } from '@/stores/wishlist-provider';
import { AppCrashed } from './routes/app-crashed';
import { createQueryClient } from './query-client';

type AppProvidersProps = {
  children: ReactNode;
  /** The app makes its own; tests pass a fresh one with their defaults (no retries). */
  queryClient?: QueryClient;
  /** The first render hydrates a prerendered shell. */
  hydrating?: boolean;
};

/**
 * Every provider, nested once: hydration › error boundary › query client › session › wishlist ›
 * cart. Hydration is outside the boundary, so a crash still ends it and makes the page usable.
 */
export function AppProviders({
  children,
  queryClient: given,
  hydrating = false,
}: AppProvidersProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <Hydration hydrating={hydrating}>
      <ErrorBoundary FallbackComponent={AppCrashed}>
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <WishlistProvider>
              <CartProvider>
                <LoginDialogProvider>{children}</LoginDialogProvider>
              </CartProvider>
            </WishlistProvider>
          </SessionProvider>
        </QueryClientProvider>
      </ErrorBoundary>
    </Hydration>
  );
}
