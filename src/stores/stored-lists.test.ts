import { MAX_CART_LINES, storedCartSchema } from './cart-reducer';
import { MAX_RECEIPTS, receipts } from '@/lib/receipts';
import { MAX_RECENT_SEARCHES, recentSearches } from '@/lib/recent-searches';
import { MAX_RECENTLY_VIEWED, recentlyViewed } from '@/lib/recently-viewed';
import { MAX_WISHLIST_ITEMS, storedWishlistSchema } from './wishlist-reducer';

/**
 * Every list read from storage is cut to its size before any entry is validated: a list of
 * junk as long as the cap, then good entries, reads as empty (the good ones are never reached).
 */
const junkThen = (count: number, ...good: unknown[]) => [
  ...Array.from({ length: count }, () => ({ junk: true })),
  ...good,
];

const product = { id: 7, name: 'Tulsi Drops', price: 249, image: '', slug: 'tulsi-drops' };

describe('lists read from storage', () => {
  it('cart', () => {
    const line = { ...product, quantity: 1, mrp: null };
    expect(storedCartSchema.parse([line])).toEqual([line]);
    expect(storedCartSchema.parse(junkThen(MAX_CART_LINES, line))).toEqual([]);
  });

  it('wishlist', () => {
    const item = { ...product, oldPrice: null, rating: 4 };
    expect(storedWishlistSchema.parse([item])).toEqual([item]);
    expect(storedWishlistSchema.parse(junkThen(MAX_WISHLIST_ITEMS, item))).toEqual([]);
  });

  it('receipts', () => {
    const receipt = {
      orderId: 'ORD00012',
      paymentId: 'pay_1',
      amount: 249,
      date: '2026-01-02T10:00:00.000Z',
      items: [],
    };
    window.localStorage.setItem('receipts', JSON.stringify([receipt]));
    // Kept before receipts named their shopper: a guest's.
    expect(receipts.read()).toEqual([{ ...receipt, userId: null }]);
    window.localStorage.setItem('receipts', JSON.stringify(junkThen(MAX_RECEIPTS, receipt)));
    expect(receipts.read()).toEqual([]);
  });

  it('recently viewed', () => {
    const viewed = { id: 7, slug: 'tulsi-drops', name: 'Tulsi Drops', price: 249, image: '' };
    window.localStorage.setItem('recentlyViewed', JSON.stringify([viewed]));
    expect(recentlyViewed.read()).toEqual([viewed]);
    window.localStorage.setItem(
      'recentlyViewed',
      JSON.stringify(junkThen(MAX_RECENTLY_VIEWED, viewed)),
    );
    expect(recentlyViewed.read()).toEqual([]);
  });

  it('recent searches', () => {
    window.localStorage.setItem('recentSearches', JSON.stringify(['tulsi']));
    expect(recentSearches.read()).toEqual(['tulsi']);
    window.localStorage.setItem(
      'recentSearches',
      JSON.stringify(junkThen(MAX_RECENT_SEARCHES, 'tulsi')),
    );
    expect(recentSearches.read()).toEqual([]);
  });
});
