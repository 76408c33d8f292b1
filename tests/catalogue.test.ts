import { describe, expect, it } from 'vitest';
import { cataloguePaths, prerenderLimit } from '../scripts/catalogue';

describe('the catalogue a build prerenders', () => {
  it('takes PRERENDER_LIMIT as a whole number of products, unset as all of them', () => {
    expect(prerenderLimit(undefined)).toBe(Number.POSITIVE_INFINITY);
    expect(prerenderLimit(' ')).toBe(Number.POSITIVE_INFINITY);
    expect(prerenderLimit('0')).toBe(0);
    expect(prerenderLimit('250')).toBe(250);
    expect(() => prerenderLimit('ten')).toThrow(/PRERENDER_LIMIT/);
    expect(() => prerenderLimit('-1')).toThrow(/PRERENDER_LIMIT/);
  });

  it("gives each slug its page's path, encoded", () => {
    expect(
      cataloguePaths({
        products: ['triphala', 'a b'],
        combos: ['joint-care'],
        articles: ['x'],
        categories: ['diabetes'],
      }),
    ).toEqual([
      '/product-details/triphala',
      '/product-details/a%20b',
      '/combo-details/joint-care',
      '/blog-details/x',
      '/categories/diabetes',
    ]);
  });
});
