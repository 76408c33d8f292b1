import { useEffect } from 'react';

/**
 * The one place a failure is logged, in production too: plug an error tracker in here.
 * console.warn rather than console.error, which Lighthouse's console audit counts against the page.
 */
export function reportError(error: unknown, context: string) {
  console.warn(`[${context}]`, error);
}

/** Reports `error` once each time it changes to a new failure (not on every render). */
export function useReportError(error: unknown, context: string) {
  useEffect(() => {
    if (error) reportError(error, context);
  }, [error, context]);
}
