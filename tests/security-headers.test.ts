import nginxConf from '../docs/nginx.conf?raw';
import { contentSecurityPolicy, parseImageOrigins } from '../scripts/security-headers';

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
    // Its own copy of the policy would miss the hashes of the pages' inline scripts.
    expect(nginxConf).not.toContain('add_header Content-Security-Policy');
  });
});
