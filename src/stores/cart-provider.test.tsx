import { act, renderHook } from '@tests/testing-library';
import type { ReactNode } from 'react';
import { CartProvider, useCart } from './cart-provider';

const ashwagandha = {
  id: 7,
  name: 'Ashwagandha',
  price: 499,
  image: '/a.svg',
  slug: 'ashwagandha',
};

function wrapper({ children }: { children: ReactNode }) {
  return <CartProvider>{children}</CartProvider>;
}

describe('CartProvider', () => {
  it('loads the stored cart and drops corrupt storage without crashing', () => {
    window.localStorage.setItem('cart', '{not json');
    const { result } = renderHook(() => useCart(), { wrapper });
    expect(result.current.items).toEqual([]);
  });

  it('persists changes under the key "cart"', () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    act(() => {
      result.current.add(ashwagandha, 2);
    });
    expect(JSON.parse(window.localStorage.getItem('cart')!)).toEqual([
      { ...ashwagandha, quantity: 2 },
    ]);
    act(() => result.current.clear());
    expect(window.localStorage.getItem('cart')).toBeNull();
  });

  it('refuses, adding nothing, a product it could not read back after a reload', () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    const longName = { ...ashwagandha, id: 8, name: 'Ashwagandha '.repeat(60) };
    const fractionalId = { ...ashwagandha, id: 8.5 };
    for (const product of [longName, fractionalId]) {
      expect(() => act(() => result.current.add([ashwagandha, product]))).toThrow();
    }
    expect(result.current.items).toEqual([]);
    expect(window.localStorage.getItem('cart')).toBeNull();
  });

  it('ignores a second add of the same id within 500 ms', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCart(), { wrapper });
    let first = '';
    let second = '';
    act(() => {
      first = result.current.add(ashwagandha);
    });
    act(() => {
      second = result.current.add(ashwagandha);
    });
    expect([first, second]).toEqual(['added', 'ignored']);
    expect(result.current.count).toBe(1);
    act(() => vi.advanceTimersByTime(500));
    act(() => {
      result.current.add(ashwagandha);
    });
    expect(result.current.count).toBe(2);
  });

  it('reports when an add goes past 25', () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    let outcome = '';
    act(() => {
      outcome = result.current.add(ashwagandha, 26);
    });
    expect(outcome).toBe('limited');
    expect(result.current.items[0]!.quantity).toBe(25);
  });

  it('shows changes made in another tab', () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    act(() => {
      window.localStorage.setItem('cart', JSON.stringify([{ ...ashwagandha, quantity: 4 }]));
      window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }));
    });
    expect(result.current.count).toBe(4);
  });
});
