import { capitalise, formatAmount, formatPrice, orderLabel } from './format';
import { isTokenExpired, readTokenExpiry } from './jwt';
import { compareAtPrice, discountPercent } from './pricing';
import { safeUrl } from './safe-url';

describe('format', () => {
  it('formats rupees with lakh grouping', () => {
    expect(formatPrice(124999)).toBe('₹1,24,999');
    expect(formatPrice(449.5)).toBe('₹450');
    expect(formatAmount(1249.5)).toBe('₹1,249.50');
  });

  it('labels orders and capitalises statuses', () => {
    expect(orderLabel({ id: 42, order_id: null })).toBe('ORD00042');
    expect(orderLabel({ id: 42, order_id: 'ORD99999' })).toBe('ORD99999');
    expect(capitalise('shipped')).toBe('Shipped');
  });
});

describe('pricing', () => {
  it('uses original_price, else sale_price, as compare-at only when higher', () => {
    expect(compareAtPrice({ price: 400, original_price: 500, sale_price: 450 })).toBe(500);
    expect(compareAtPrice({ price: 400, original_price: null, sale_price: 450 })).toBe(450);
    expect(compareAtPrice({ price: 400, original_price: null, sale_price: 380 })).toBeNull();
  });

  it('rounds the discount percent and hides non-positive ones', () => {
    expect(discountPercent({ price: 333, original_price: 500 })).toBe(33);
    expect(discountPercent({ price: 500, original_price: 500 })).toBeNull();
  });
});

describe('jwt', () => {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  it('reads exp and decides expiry', () => {
    const token = `${encode({})}.${encode({ exp: 2_000_000_000 })}.x`;
    expect(readTokenExpiry(token)).toBe(2_000_000_000);
    expect(isTokenExpired(token, 1_000_000_000_000)).toBe(false);
    expect(isTokenExpired(token, 2_000_000_001_000)).toBe(true);
    expect(isTokenExpired('garbage')).toBe(true);
    expect(isTokenExpired(`${encode({})}.${encode({ id: 1 })}.x`)).toBe(true);
  });
});

describe('safeUrl', () => {
  it('allows http(s) and relative URLs only', () => {
    expect(safeUrl('https://cdn.example.in/a.png')).toBe('https://cdn.example.in/a.png');
    expect(safeUrl('/images/a.svg')).toBe('/images/a.svg');
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl(' JaVa\tScRiPt:alert(1)')).toBeNull();
    expect(safeUrl('data:text/html;base64,PHNjcmlwdD4=')).toBeNull();
    expect(safeUrl('')).toBeNull();
    expect(safeUrl(null)).toBeNull();
  });
});
