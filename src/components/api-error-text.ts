import { ApiError } from '@/api/client';

/**
 * The server answered the call (HTTP success) with `status: false`. The spec gives that case
 * its own text, apart from a call that failed (network, HTTP error, malformed or wrong shape).
 */
export function answeredNo(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.kind === 'rejected' &&
    (error.status === null || error.status < 400)
  );
}
