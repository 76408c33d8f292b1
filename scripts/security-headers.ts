/**
 * The headers a static host should send with the storefront (see ../shared/payments-and-security.md).
 * Used by `vite preview` (so end-to-end tests run under the same policy) and written to
 * dist/client/_headers for hosts that read that file (Netlify, Cloudflare Pages) by
 * scripts/static-host.ts. docs/nginx.conf shows the same for nginx.
 */
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
 * Images may come from the API's origin, or from the origins named in `imageOrigins` (a
 * CDN); never from any https: host, so injected markup cannot beacon to a server of its own.
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
    `frame-ancestors 'none'`,
  ].join('; ');
}

export function securityHeaders(
  apiBaseUrl: string,
  razorpayScriptUrl: string,
  imageOrigins: string[] = [],
  scriptHashes: string[] = [],
  rumUrl = '',
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(
      apiBaseUrl,
      razorpayScriptUrl,
      imageOrigins,
      scriptHashes,
      rumUrl,
    ),
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    // Browsers honour it only over HTTPS (never for an IP address, as in the previews).
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  };
}

const DEFAULT_RAZORPAY_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

/** The shop's headers for the build's settings (`VITE_…`), with the pages' inline scripts. */
export function shopHeaders(env: Record<string, string | undefined>, scriptHashes: string[] = []) {
  return securityHeaders(
    (env.VITE_API_BASE_URL ?? '').trim(),
    env.VITE_RAZORPAY_SCRIPT_URL || DEFAULT_RAZORPAY_SCRIPT,
    parseImageOrigins(env.VITE_IMAGE_ORIGINS),
    scriptHashes,
    env.VITE_RUM_URL,
  );
}
