import { matchPath } from 'react-router-dom';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { localeOfPath, pathIn, withoutLocale } from '@/i18n/locales';

/**
 * What real visits report to VITE_RUM_URL (nothing when it is unset): a page's Web Vitals
 * (lib/field-vitals.ts) and the failures reportError logs. Never anything personal: a page is
 * named by its route (`/account-details/:orderId`, not the order), and a message or call loses
 * whatever could be an email, a phone number, an id or a token.
 */

const routePatterns = Object.values(paths)
  .map(({ path }) => path)
  .filter((path) => path.includes(':'));

/**
 * `/product-details/triphala` → `/product-details/:slug`, `/hi/product-details/triphala` →
 * `/hi/product-details/:slug`; a path without a parameter as it is.
 */
export function routeOf(pathname: string) {
  const route = routePatterns.find((pattern) => matchPath(pattern, withoutLocale(pathname)));
  return route ? pathIn(localeOfPath(pathname), route) : pathname;
}

const PERSONAL = [
  /[^\s@/]+@[^\s@/]+/g, // an email
  /\+?\d[\d\s-]{5,}\d/g, // a phone number, an order or payment id
  /\b(?=[\w-]*\d)[\w-]{16,}\b/g, // a token, a signature, a long id
];

/** `text` with everything that could identify a shopper replaced by `…`. */
export function scrub(text: string) {
  return PERSONAL.reduce((scrubbed, pattern) => scrubbed.replace(pattern, '…'), text).slice(0, 300);
}

/** Sends `report` to the field-data endpoint, if one is configured; never throws. */
export function sendFieldReport(report: Record<string, unknown>) {
  if (!env.rumUrl || typeof navigator === 'undefined' || !navigator.sendBeacon) return;
  try {
    // A string goes as text/plain: no preflight, and the beacon survives the page's unload.
    navigator.sendBeacon(env.rumUrl, JSON.stringify(report));
  } catch {
    // Reporting must never break the page.
  }
}

const MAX_ERRORS_PER_PAGE = 10;
let errorsSent = 0;

/** A failure, as reportError logs it: where it happened, its HTTP status and which call, scrubbed. */
export function sendErrorReport(context: string, message: string, status: unknown, call: unknown) {
  if (!env.rumUrl || typeof window === 'undefined' || errorsSent >= MAX_ERRORS_PER_PAGE) return;
  errorsSent += 1;
  sendFieldReport({
    type: 'error',
    route: routeOf(window.location.pathname),
    context,
    message: scrub(message),
    status: typeof status === 'number' ? status : null,
    // `GET /api/web/orders/123` as `GET /api/web/orders/:id`.
    call: typeof call === 'string' ? scrub(call.replace(/\/[^/\s?]*\d[^/\s?]*/g, '/:id')) : null,
  });
}
