import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/api/client';

/** Retry only what may succeed on a second try: network and server failures, once. */
function shouldRetry(failureCount: number, error: unknown) {
  if (failureCount >= 1) return false;
  return (
    error instanceof ApiError &&
    error.kind === 'unreachable' &&
    (error.status === null || error.status >= 500)
  );
}

// A call is always made, whatever the browser says of the network: offline it fails at once and
// the page says so with the catalogue's message. TanStack's default ('online') would hold it
// instead, leaving a skeleton or "Processing..." up with no word, and could send a held
// create-order after the shopper has left the checkout.
const networkMode = 'always';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode,
        staleTime: 5 * 60_000,
        gcTime: 30 * 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { networkMode, retry: false },
    },
  });
}
