/**
 * The storefront's security headers (see ../shared/payments-and-security.md) and its
 * Content-Security-Policy. The policy travels in each page, as a `<meta http-equiv>` listing
 * the hashes of that page's own inline scripts (React Router's hydration data, different on
 * every catalogue page); the host sends the headers, with the one directive a `<meta>` cannot
 * carry (`frame-ancestors`), on every response: `vite preview` (so the browser tests run under
 * them), dist/client/_headers (Netlify, Cloudflare Pages) and dist/nginx-headers.conf
 * (docs/nginx.conf), written by scripts/static-host.ts. docs/decisions/009 says why.
 */
import { createHash } from 'node:crypto';

const origin = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
};

/** The origin of an http(s) URL (a setting such as VITE_SITE_URL), or '' for anything else. */
export function httpOrigin(url: string | undefined) {
  const trimmed = (url ?? '').trim();
  return /^https?:\/\//.test(trimmed) ? origin(trimmed) : '';
}

/**
 * `VITE_IMAGE_ORIGINS` as origins: space- or comma-separated URLs. A typo would quietly
 * block every product image, so an entry that is not an http(s) URL stops the build.
 */
export function parseImageOrigins(list: string | undefined): string[] {
  return (list ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      const found = httpOrigin(entry);
      if (!found || found === 'null') {
        throw new Error(`VITE_IMAGE_ORIGINS: "${entry}" is not an http(s) origin`);
      }
      return found;
    });
}

/**
 * A page's policy. Images may come from the API's origin, or from the origins named in
 * `imageOrigins` (a CDN); never from any https: host, so injected markup cannot beacon to a
 * server of its own.
 */
export function contentSecurityPolicy(
  apiBaseUrl: string,
  razorpayScriptUrl: string,
  imageOrigins: string[] = [],
  scriptHashes: string[] = [],
  rumUrl = '',
) {
  const api = origin(apiBaseUrl);
  const paymentScript = origin(razorpayScriptUrl);
  const images = imageOrigins.length ? imageOrigins : [api];
  const list = (...sources: string[]) => [...new Set(sources.filter(Boolean))].join(' ');
  return [
    `default-src 'self'`,
    // The pages' inline scripts (React Router's hydration data) by their hashes, none other.
    `script-src ${list("'self'", ...scriptHashes, 'https://checkout.razorpay.com', 'https://cdn.razorpay.com', paymentScript)}`,
    // The field data's endpoint (VITE_RUM_URL), where one is set: sendBeacon is a connection.
    `connect-src ${list("'self'", api, 'https://api.razorpay.com', 'https://lumberjack.razorpay.com', httpOrigin(rumUrl))}`,
    `frame-src https://api.razorpay.com https://checkout.razorpay.com`,
    `img-src ${list("'self'", 'data:', ...images, 'https://cdn.razorpay.com')}`,
    `style-src 'self' 'unsafe-inline'`,
    `media-src 'self'`,
    `font-src 'self'`,
    `worker-src 'self'`,
    `manifest-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
  ].join('; ');
}

/** What the host sends with every response: the page's policy is in the page. */
export const hostHeaders: Record<string, string> = {
  // A page cannot be framed (clickjacking): the one directive a <meta> policy is denied.
  'Content-Security-Policy': "frame-ancestors 'none'",
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  // Browsers honour it only over HTTPS (never for an IP address, as in the previews).
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
};

const DEFAULT_RAZORPAY_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

type Settings = Record<string, string | undefined>;

/** The shop's policy for the build's settings (`VITE_…`), with a page's inline scripts. */
export function shopPolicy(env: Settings, scriptHashes: string[] = []) {
  return contentSecurityPolicy(
    (env.VITE_API_BASE_URL ?? '').trim(),
    env.VITE_RAZORPAY_SCRIPT_URL || DEFAULT_RAZORPAY_SCRIPT,
    parseImageOrigins(env.VITE_IMAGE_ORIGINS),
    scriptHashes,
    env.VITE_RUM_URL,
  );
}

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The CSP sources of a page's inline scripts. */
export const inlineScriptHashes = (html: string) => [
  ...new Set(
    [...html.matchAll(INLINE_SCRIPT)].map(
      ([, script]) => `'sha256-${createHash('sha256').update(script!).digest('base64')}'`,
    ),
  ),
];

const CHARSET = '<meta charSet="UTF-8"/>';

/**
 * A prerendered page with its policy, first in its head after the charset (a `<meta>` policy
 * governs only what comes after it).
 */
export function withContentSecurityPolicy(html: string, env: Settings) {
  if (!html.includes(CHARSET)) throw new Error(`A page without ${CHARSET} in its head`);
  const policy = shopPolicy(env, inlineScriptHashes(html)).replaceAll('"', '&quot;');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  return html.replace(CHARSET, `${CHARSET}${meta}`);
}
