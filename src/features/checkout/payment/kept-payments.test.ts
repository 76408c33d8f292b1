import { keptPayments } from './kept-payments';
import type { KeptPayment } from './payment-machine';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-20T10:30:00.000Z');

const keptAgo = (n: number, ms: number): KeptPayment => ({
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
  keptAt: new Date(NOW - ms).toISOString(),
});

describe('kept payments', () => {
  it('keeps an unverified payment for 7 days, then drops it', () => {
    const younger = keptAgo(1, 7 * DAY_MS - 60_000);
    const older = keptAgo(2, 7 * DAY_MS + 60_000);
    window.localStorage.setItem('unverifiedPayments', JSON.stringify([younger, older]));
    expect(keptPayments.read(NOW)).toEqual([younger]);
  });
});
