import { paymentAttempts, type PaymentAttempt } from './payment-attempts';

const attemptNo = (n: number, status: PaymentAttempt['status'] = 'unpaid'): PaymentAttempt => ({
  fingerprint: `cart-${n}`,
  order: {
    id: `order_${n}`,
    amount: 54900,
    currency: 'INR',
    order_id: `ORD0000${n}`,
    order_token: `token_${n}`,
  },
  status,
  items: [{ id: 1, name: 'Ashwagandha', price: 499, quantity: 1 }],
  userId: null,
});

beforeEach(() => {
  paymentAttempts.clear();
  window.localStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('payment attempts', () => {
  it('keeps each order by its token, newest first, and finds the one of a request', () => {
    paymentAttempts.keep(attemptNo(1));
    paymentAttempts.keep(attemptNo(2));
    expect(paymentAttempts.read().map((attempt) => attempt.order.order_token)).toEqual([
      'token_2',
      'token_1',
    ]);
    expect(paymentAttempts.reusableFor('cart-1')?.order.id).toBe('order_1');
    expect(paymentAttempts.hold()).toBeNull();
  });

  it('holds new orders back while one is uncertain or rejected, whatever the clock says', () => {
    paymentAttempts.keep(attemptNo(1));
    paymentAttempts.mark('token_1', 'uncertain');
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2027-06-01T00:00:00Z'));
    expect(paymentAttempts.hold()?.order.order_token).toBe('token_1');
    paymentAttempts.keep({ ...attemptNo(2, 'rejected'), paymentId: 'pay_2' });
    expect(paymentAttempts.read().filter((attempt) => attempt.status !== 'unpaid')).toHaveLength(2);
  });

  it('lets the shopper release every hold: an uncertain order stays payable, a rejected one goes', () => {
    paymentAttempts.keep(attemptNo(1, 'uncertain'));
    paymentAttempts.keep({ ...attemptNo(2, 'rejected'), paymentId: 'pay_2' });
    paymentAttempts.release();
    expect(paymentAttempts.hold()).toBeNull();
    expect(paymentAttempts.read()).toEqual([attemptNo(1, 'unpaid')]);
    expect(paymentAttempts.reusableFor('cart-2')).toBeUndefined();
  });

  it('forgets the oldest unpaid orders beyond ten, never one that holds payments back', () => {
    paymentAttempts.keep(attemptNo(0, 'uncertain'));
    for (let n = 1; n <= 12; n += 1) paymentAttempts.keep(attemptNo(n));
    const tokens = paymentAttempts.read().map((attempt) => attempt.order.order_token);
    expect(tokens).toHaveLength(11);
    expect(tokens).toContain('token_0');
    expect(tokens).not.toContain('token_1');
  });

  it('holds in memory what storage refuses, for the rest of the tab', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    paymentAttempts.keep(attemptNo(1, 'uncertain'));
    expect(window.localStorage.getItem('paymentAttempts')).toBeNull();
    expect(paymentAttempts.hold()?.order.order_token).toBe('token_1');
  });

  it('reads nothing from a stored value of the wrong shape', () => {
    window.localStorage.setItem(
      'paymentAttempts',
      JSON.stringify([{ fingerprint: 'cart-1', order: { id: 'order_1', amount: 'all' } }]),
    );
    expect(paymentAttempts.read()).toEqual([]);
    window.localStorage.setItem('paymentAttempts', '{not json');
    expect(paymentAttempts.read()).toEqual([]);
  });
});
