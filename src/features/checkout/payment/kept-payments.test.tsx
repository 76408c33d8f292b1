import { act, renderHook, waitFor } from '@tests/testing-library';
import { startTransition, useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { keptPayments, useKeptPayments } from './kept-payments';
import type { KeptPayment } from './payment-machine';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-20T10:30:00.000Z');

const keptAgo = (n: number, ms: number, now = NOW): KeptPayment => ({
  order: {
    id: `order_${n}`,
    amount: 54900,
    currency: 'INR',
    order_id: `ORD0000${n}`,
    order_token: `token_${n}`,
  },
  payment: {
    razorpay_payment_id: `pay_${n}`,
    razorpay_order_id: `order_${n}`,
    razorpay_signature: `sig_${n}`,
  },
  items: [{ name: 'Ashwagandha', price: 499, quantity: 1 }],
  userId: null,
  keptAt: new Date(now - ms).toISOString(),
});

describe('kept payments', () => {
  it('never drops an unverified payment by its age: a clock set right by a week changes nothing', () => {
    const younger = keptAgo(1, 60_000);
    const older = keptAgo(2, 400 * DAY_MS);
    window.localStorage.setItem('unverifiedPayments', JSON.stringify([younger, older]));
    expect(keptPayments.read()).toEqual([younger, older]);
  });

  it('holds in memory, for this tab, a payment storage refuses, until it is settled', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const { result } = renderHook(() => useKeptPayments());
    const payment = keptAgo(3, 60_000);
    act(() => keptPayments.keep(payment));
    expect(window.localStorage.getItem('unverifiedPayments')).toBeNull();
    expect(keptPayments.find('token_3')).toEqual(payment);
    expect(keptPayments.inMemoryOnly('token_3')).toBe(true);
    expect(result.current).toEqual([payment]);
    act(() => keptPayments.forget('token_3'));
    expect(keptPayments.find('token_3')).toBeUndefined();
    expect(result.current).toEqual([]);
  });

  it('renders once when a prerendered page is hydrated on a device that keeps none', async () => {
    window.localStorage.removeItem('unverifiedPayments');
    let renders = 0;
    let hydrated = false;
    function Banner() {
      renders += 1;
      const kept = useKeptPayments();
      useEffect(() => {
        hydrated = true;
      }, []);
      return <p>{kept.length}</p>;
    }
    const container = document.createElement('div');
    container.innerHTML = '<p>0</p>';
    let root: Root | undefined;
    startTransition(() => {
      root = hydrateRoot(container, <Banner />);
    });
    await waitFor(() => expect(hydrated).toBe(true));
    await new Promise((resolve) => setTimeout(resolve));
    expect(renders).toBe(1);
    act(() => root?.unmount());
  });
});
