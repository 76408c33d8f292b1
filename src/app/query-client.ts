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

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: 30 * 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
