import { unpaidOrder } from './unpaid-order';

const HOUR_MS = 60 * 60 * 1000;

const orderNo = (n: number) => ({
  id: `order_${n}`,
  amount: 54900,
  currency: 'INR',
  order_id: `ORD0000${n}`,
  order_token: `token_${n}`,
});

beforeEach(() => window.localStorage.clear());

describe('the unpaid order', () => {
  it('is read back by a later page for a day, then no longer', () => {
    unpaidOrder.keep({ fingerprint: 'cart-1', order: orderNo(1) });
    const now = Date.now();
    expect(unpaidOrder.read(now + 23 * HOUR_MS)).toEqual({
      fingerprint: 'cart-1',
      order: orderNo(1),
    });
    expect(unpaidOrder.read(now + 25 * HOUR_MS)).toBeNull();
  });

  it('is forgotten only for its own order, and replaced by the next one', () => {
    unpaidOrder.keep({ fingerprint: 'cart-1', order: orderNo(1) });
    unpaidOrder.forget('token_2');
    expect(unpaidOrder.read()?.order.order_token).toBe('token_1');
    unpaidOrder.keep({ fingerprint: 'cart-2', order: orderNo(2) });
    expect(unpaidOrder.read()?.fingerprint).toBe('cart-2');
    unpaidOrder.forget('token_2');
    expect(unpaidOrder.read()).toBeNull();
  });

  it('reads nothing from a stored value of the wrong shape', () => {
    window.localStorage.setItem(
      'unpaidOrder',
      JSON.stringify({ fingerprint: 'cart-1', order: { id: 'order_1', amount: 'all' } }),
    );
    expect(unpaidOrder.read()).toBeNull();
    window.localStorage.setItem('unpaidOrder', '{not json');
    expect(unpaidOrder.read()).toBeNull();
  });
});
