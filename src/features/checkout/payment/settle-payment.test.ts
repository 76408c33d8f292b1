import { receipts } from '@/lib/receipts';
import { keptPayments } from './kept-payments';
import type { KeptPayment } from './payment-machine';
import { forgetPaymentsVerifiedInThisTab, settleKeptPayment } from './settle-payment';

const kept = (payment: string, orderNumber = 'ORD00005'): KeptPayment => ({
  order: {
    id: `order_${payment}`,
    amount: 59900,
    currency: 'INR',
    order_id: orderNumber,
    order_token: `token_${payment}`,
  },
  payment: {
    razorpay_payment_id: `pay_${payment}`,
    razorpay_order_id: `order_${payment}`,
    razorpay_signature: `sig_${payment}`,
  },
  items: [{ name: 'Ashwagandha', price: 549, quantity: 1 }],
  userId: null,
  keptAt: new Date().toISOString(),
});

function settle(payment: KeptPayment, genuine: boolean) {
  const verify = vi.fn(async () => genuine);
  const onPaid = vi.fn();
  return { verify, onPaid, result: settleKeptPayment(payment, { verify, onPaid }) };
}

describe('settling a captured payment', () => {
  afterEach(() => {
    receipts.clear();
    forgetPaymentsVerifiedInThisTab();
    window.localStorage.clear();
  });

  it('asks the backend about a payment whose order number an older receipt already bears', async () => {
    // A backend whose numbering restarted (or the in-memory mock after a restart) gives an
    // order number this device already holds a receipt for: the new payment is still verified.
    const earlier = kept('first');
    await settle(earlier, true).result;
    const later = kept('second');
    keptPayments.keep(later);

    const { verify, onPaid, result } = settle(later, true);
    expect(await result).toMatchObject({ kind: 'paid', paid: { paymentId: 'pay_second' } });
    expect(verify).toHaveBeenCalledWith(
      expect.objectContaining({ order_token: 'token_second' }),
      null,
    );
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect(receipts.read().map((receipt) => receipt.paymentId)).toEqual([
      'pay_second',
      'pay_first',
    ]);
    expect(keptPayments.find('token_second')).toBeUndefined();
  });

  it('does not show as paid a payment the backend rejects, whatever receipts share its order number', async () => {
    await settle(kept('first'), true).result;
    const { onPaid, result } = settle(kept('second'), false);
    expect(await result).toEqual({ kind: 'rejected' });
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('takes the receipt of this very payment, written by another tab, as settled', async () => {
    const payment = kept('same');
    await settle(payment, true).result;
    const { verify, onPaid, result } = settle(payment, true);
    expect(await result).toMatchObject({ kind: 'settledElsewhere' });
    expect(verify).not.toHaveBeenCalled();
    expect(onPaid).not.toHaveBeenCalled();
  });
});

describe('two tabs settling the same payment without Web Locks', () => {
  afterEach(() => {
    vi.resetModules();
    window.localStorage.clear();
  });

  it('takes the paid lines out of the cart in one tab only', async () => {
    // Each tab runs its own copy of the modules, and they share only localStorage.
    const tab = async () => {
      vi.resetModules();
      return import('./settle-payment');
    };
    const [first, second] = [await tab(), await tab()];
    const payment = kept('both');
    const onPaid = vi.fn();
    const verify = vi.fn(async () => true);
    const results = await Promise.all([
      first.settleKeptPayment(payment, { verify, onPaid }),
      second.settleKeptPayment(payment, { verify, onPaid }),
    ]);
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect(results.map((result) => result.kind).sort()).toEqual(['paid', 'settledElsewhere']);
  });
});
