import nginxConf from '../docs/nginx.conf?raw';
import { createHash } from 'node:crypto';
import {
  contentSecurityPolicy,
  parseImageOrigins,
  withContentSecurityPolicy,
} from '../scripts/security-headers';

const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

function directive(policy: string, name: string) {
  const found = policy.split('; ').find((part) => part.startsWith(`${name} `));
  return found?.slice(name.length + 1).split(' ');
}

describe('content security policy', () => {
  it("lets images come from the API's origin and Razorpay's CDN, not from any https: host", () => {
    const policy = contentSecurityPolicy('https://api.example.in/v1', RAZORPAY_SCRIPT);
    expect(directive(policy, 'img-src')).toEqual([
      "'self'",
      'data:',
      'https://api.example.in',
      'https://cdn.razorpay.com',
    ]);
  });

  it('lets the field data go to its endpoint only when one is set (VITE_RUM_URL)', () => {
    const without = contentSecurityPolicy('https://api.example.in', RAZORPAY_SCRIPT);
    expect(directive(without, 'connect-src')).not.toContain('https://rum.example.in');
    const policy = contentSecurityPolicy(
      'https://api.example.in',
      RAZORPAY_SCRIPT,
      [],
      [],
      'https://rum.example.in/collect',
    );
    expect(directive(policy, 'connect-src')).toContain('https://rum.example.in');
  });

  it('names the image origins it is given instead of the API', () => {
    const origins = parseImageOrigins('https://cdn.example.in/images, https://media.example.in');
    expect(origins).toEqual(['https://cdn.example.in', 'https://media.example.in']);
    const policy = contentSecurityPolicy('https://api.example.in', RAZORPAY_SCRIPT, origins);
    expect(directive(policy, 'img-src')).toEqual([
      "'self'",
      'data:',
      'https://cdn.example.in',
      'https://media.example.in',
      'https://cdn.razorpay.com',
    ]);
    expect(directive(policy, 'connect-src')).toContain('https://api.example.in');
  });

  it('stops the build on an image origin that is not a URL', () => {
    expect(parseImageOrigins('')).toEqual([]);
    expect(() => parseImageOrigins('cdn.example.in')).toThrow(
      'VITE_IMAGE_ORIGINS: "cdn.example.in" is not an http(s) origin',
    );
    expect(() => parseImageOrigins('https:')).toThrow('VITE_IMAGE_ORIGINS');
  });

  it('on the same-origin API allows only the shop itself', () => {
    expect(directive(contentSecurityPolicy('', RAZORPAY_SCRIPT), 'img-src')).toEqual([
      "'self'",
      'data:',
      'https://cdn.razorpay.com',
    ]);
  });

  it('reach nginx through the file the build writes, which docs/nginx.conf includes', () => {
    expect(nginxConf).toContain('include /srv/storefront/dist/nginx-headers.conf;');
    // The pages carry their policy; a copy in the config would block their inline scripts.
    expect(nginxConf).not.toContain('add_header Content-Security-Policy');
  });

  it("puts a page's policy first in its head, allowing exactly its inline scripts", () => {
    const data = 'window.__context = {"price":120}';
    const page =
      '<!DOCTYPE html><html><head><meta charSet="UTF-8"/><title>T</title></head>' +
      `<body><script>${data}</script><script src="/assets/app.js"></script></body></html>`;
    const html = withContentSecurityPolicy(page, { VITE_API_BASE_URL: 'https://api.example.in' });
    const [, policy] = html.match(
      /^.*?<meta charSet="UTF-8"\/><meta http-equiv="Content-Security-Policy" content="([^"]+)"\/><title>/,
    )!;
    const hash = createHash('sha256').update(data).digest('base64');
    expect(directive(policy!, 'script-src')).toEqual([
      "'self'",
      `'sha256-${hash}'`,
      'https://checkout.razorpay.com',
      'https://cdn.razorpay.com',
    ]);
    expect(directive(policy!, 'connect-src')).toContain('https://api.example.in');
    // Browsers ignore frame-ancestors in a <meta> (with a console error): the host sends it.
    expect(policy).not.toContain('frame-ancestors');
    expect(() => withContentSecurityPolicy('<html><head></head></html>', {})).toThrow();
  });
});
