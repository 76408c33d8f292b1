import { ApiError } from '@/api/client';

/**
 * The server answered the call (HTTP success) with `status: false`. The spec gives that case
 * its own text, apart from a call that failed (network, HTTP error, malformed or wrong shape).
 */
function answeredNo(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.kind === 'rejected' &&
    (error.status === null || error.status < 400)
  );
}

/** The server's own message whenever it sent one, whatever the HTTP status (the contract); else `fallback`. */
export function serverMessageOr(error: unknown, fallback: string) {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}

/**
 * For sections the spec gives two texts: the server's message whenever it sent one; else
 * `refused` when it answered `status: false`, `failed` when the call failed.
 */
export function refusedOrFailedText(
  error: unknown,
  texts: { refused: string; failed: string },
): string {
  return serverMessageOr(error, answeredNo(error) ? texts.refused : texts.failed);
}
