import { useEffect } from 'react';
import { sendErrorReport } from './field-data';

/**
 * The one place a failure is logged, in production too, and sent to VITE_RUM_URL when it is set
 * (lib/field-data.ts, which scrubs it of anything personal). It gets
 * the message and, for a failed call, its HTTP status and which call it was (ApiError's
 * `status` and `call`); never the error itself, whose axios config holds the Authorization
 * header, its request the body (a password, an address), its response the server's answer.
 * console.warn rather than console.error, which Lighthouse's console audit counts against the
 * page.
 */
export function reportError(error: unknown, context: string) {
  const {
    message = String(error),
    status,
    call,
  } = Object(error) as Partial<Error & { status: unknown; call: unknown }>;
  console.warn(`[${context}]`, { message, status, call });
  sendErrorReport(context, message, status, call);
}

/** Reports `error` once each time it changes to a new failure (not on every render). */
export function useReportError(error: unknown, context: string) {
  useEffect(() => {
    if (error) reportError(error, context);
  }, [error, context]);
}
