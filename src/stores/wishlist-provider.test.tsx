import { act, renderHook } from '@tests/testing-library';
import type { ReactNode } from 'react';
import { WishlistProvider, useWishlist } from './wishlist-provider';

const brahmi = { id: 3, name: 'Brahmi Vati', price: 320, image: '/b.svg', slug: 'brahmi-vati' };

function wrapper({ children }: { children: ReactNode }) {
  return <WishlistProvider>{children}</WishlistProvider>;
}

describe('WishlistProvider', () => {
  it('adds once, checks membership, removes and persists', () => {
    const { result } = renderHook(() => useWishlist(), { wrapper });
    act(() => result.current.add(brahmi));
    act(() => result.current.add(brahmi));
    expect(result.current.count).toBe(1);
    expect(result.current.has(3)).toBe(true);
    expect(JSON.parse(window.localStorage.getItem('wishlist')!)).toHaveLength(1);
    act(() => result.current.toggle(brahmi));
    expect(result.current.has(3)).toBe(false);
  });

  it('does not save, and says so, an item it could not read back after a reload', () => {
    const { result } = renderHook(() => useWishlist(), { wrapper });
    let saved = true;
    act(() => {
      saved = result.current.toggle({ ...brahmi, slug: 'b'.repeat(501) });
    });
    expect(saved).toBe(false);
    expect(result.current.count).toBe(0);
    act(() => {
      saved = result.current.toggle(brahmi);
    });
    expect(saved).toBe(true);
    expect(result.current.has(3)).toBe(true);
  });

  it('discards a stored wishlist of the wrong shape', () => {
    window.localStorage.setItem('wishlist', JSON.stringify({ id: 1 }));
    const { result } = renderHook(() => useWishlist(), { wrapper });
    expect(result.current.items).toEqual([]);
  });

  it('throws outside its provider', () => {
    expect(() => renderHook(() => useWishlist())).toThrow(/WishlistProvider/);
  });
});
