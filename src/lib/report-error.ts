import { useEffect } from 'react';

/**
 * What a report carries: the message, and for a failed call its HTTP status and which call it
 * was. Never the error itself: an axios error's config holds the Authorization header, its
 * request the body (a password, an address), its response the server's answer.
 */
export type ErrorReport = { context: string; message: string; status?: number | null; call?: string };

function reportOf(error: unknown, context: string): ErrorReport {
  const report: ErrorReport = { context, message: 'Unknown error' };
  if (error instanceof Error) report.message = `${error.name}: ${error.message}`;
  else if (typeof error === 'string') report.message = error;
  if (error && typeof error === 'object') {
    const { status, call } = error as { status?: unknown; call?: unknown };
    if (typeof status === 'number' || status === null) report.status = status;
    if (typeof call === 'string') report.call = call;
  }
  return report;
}

/**
 * The one place a failure is logged, in production too: plug an error tracker in here, with
 * the report only. console.warn rather than console.error, which Lighthouse's console audit
 * counts against the page.
 */
export function reportError(error: unknown, context: string) {
  console.warn(`[${context}]`, reportOf(error, context));
}

/** Reports `error` once each time it changes to a new failure (not on every render). */
export function useReportError(error: unknown, context: string) {
  useEffect(() => {
    if (error) reportError(error, context);
  }, [error, context]);
}
