import { capitalise, formatAmount, formatDate, formatDay, formatPrice, orderLabel } from './format';
import { isTokenExpired, readTokenExpiry } from './jwt';
import { compareAtPrice, discountPercent } from './pricing';
import { focusNextRemoveButton } from './focus-after-removal';
import { mailtoHref, safeUrl, telHref } from './safe-url';

describe('format', () => {
  it('formats rupees with lakh grouping', () => {
    expect(formatPrice(124999)).toBe('₹1,24,999');
    expect(formatPrice(449.5)).toBe('₹450');
    expect(formatAmount(1249.5)).toBe('₹1,249.50');
  });

  it('writes rupees exactly as Intl does for en-IN', () => {
    const intl = (digits: number) =>
      new Intl.NumberFormat('en-IN', {
        style: 'currency',
        currency: 'INR',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
    const values = [
      0, 0.05, 0.5, 1, 9.99, 99.5, 100, 999, 1000, 1000.005, 12345.675, 99999.5, 100000, 1234567,
      98765432.1, 1234567890, -1, -1249.5, -100000, 2.5, 3.5, 0.125, 1.005,
    ];
    for (const value of values) {
      expect(formatPrice(value)).toBe(intl(0).format(value));
      expect(formatAmount(value)).toBe(intl(2).format(value));
    }
  });

  it('formats dates as day, short month and year', () => {
    expect(formatDate('2026-11-25T10:00:00Z')).toBe('25 Nov 2026');
    expect(formatDate('not a date')).toBe('');
    expect(formatDay(new Date(2026, 10, 25))).toBe('Wed, 25 Nov');
  });

  it.each([
    ['en', 'en-IN'],
    ['hi', 'hi-IN'],
  ] as const)(
    'writes dates exactly as Intl does for %s (%s), every day of a leap year',
    (locale, tag) => {
      const date = new Intl.DateTimeFormat(tag, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      });
      const day = new Intl.DateTimeFormat(tag, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
      });
      for (let offset = 0; offset < 366; offset += 1) {
        const at = new Date(2028, 0, 1 + offset, 12);
        expect(formatDate(at.toISOString(), locale)).toBe(date.format(at));
        expect(formatDay(at, locale)).toBe(day.format(at));
      }
    },
  );

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

describe('tel: and mailto: links from the API', () => {
  it('dials the digits only', () => {
    expect(telHref('+91 98765-43210')).toBe('tel:+919876543210');
    expect(telHref('98765 43210?call=evil')).toBe('tel:9876543210');
  });

  it('links a plain address only: no hidden recipients, subject or body', () => {
    expect(mailtoHref(' care@vedaherbs.in ')).toBe('mailto:care@vedaherbs.in');
    expect(mailtoHref('asha.verma+shop@mail.example.co.in')).toBe(
      'mailto:asha.verma+shop@mail.example.co.in',
    );
    expect(mailtoHref('care@x.in?bcc=a%40evil.com&body=hi')).toBeNull();
    expect(mailtoHref('a?bcc=x@y.z')).toBeNull();
    expect(mailtoHref('javascript:alert(1)//@x.in')).toBeNull();
    expect(mailtoHref('not an address')).toBeNull();
  });
});

describe('focusNextRemoveButton', () => {
  it('goes on to the next item’s Remove, else the previous one’s, else the fallback', () => {
    document.body.innerHTML = `<ul>${['a', 'b', 'c']
      .map((id) => `<li><a href="#">${id}</a><button data-removes id="${id}">Remove</button></li>`)
      .join('')}</ul><p tabindex="-1" id="after">after</p>`;
    const button = (id: string) => document.getElementById(id)!;
    const fallback = vi.fn(() => button('after').focus());
    focusNextRemoveButton(button('a'), fallback);
    expect(button('b')).toHaveFocus();
    focusNextRemoveButton(button('c'), fallback);
    expect(button('b')).toHaveFocus();
    button('a').closest('li')!.remove();
    button('c').closest('li')!.remove();
    focusNextRemoveButton(button('b'), fallback);
    expect(fallback).toHaveBeenCalledOnce();
    expect(button('after')).toHaveFocus();
  });
});
