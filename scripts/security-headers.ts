/**
 * The headers a static host should send with the storefront (see ../shared/payments-and-security.md).
 * Used by `vite preview` (so end-to-end tests run under the same policy) and written to
 * dist/_headers for hosts that read that file (Netlify, Cloudflare Pages). docs/nginx.conf
 * shows the same for nginx.
 */
export function contentSecurityPolicy(apiBaseUrl: string, razorpayScriptUrl: string) {
  const origin = (url: string) => {
    try {
      return new URL(url).origin;
    } catch {
      return '';
    }
  };
  const api = origin(apiBaseUrl);
  const paymentScript = origin(razorpayScriptUrl);
  const list = (...sources: string[]) => [...new Set(sources.filter(Boolean))].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", 'https://checkout.razorpay.com', 'https://cdn.razorpay.com', paymentScript)}`,
    `connect-src ${list("'self'", api, 'https://api.razorpay.com', 'https://lumberjack.razorpay.com')}`,
    `frame-src https://api.razorpay.com https://checkout.razorpay.com`,
    `img-src ${list("'self'", 'data:', 'https:', api, 'https://cdn.razorpay.com')}`,
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
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(apiBaseUrl, razorpayScriptUrl),
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}
