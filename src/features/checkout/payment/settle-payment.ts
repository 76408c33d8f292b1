import type { VerifyPaymentPayload } from '@/api/schemas';
import type { ReceiptItem } from '@/lib/receipt-item';
import { isVerified, receipts } from '@/lib/receipts';
import { keptPayments } from './kept-payments';
import { paidOrderOf, type KeptPayment, type PaidOrder } from './payment-machine';

export type SettleResult =
  | { kind: 'paid'; paid: PaidOrder }
  /** Verify-payment answered that the payment is not genuine. */
  | { kind: 'rejected' }
  /** The call failed: the payment stays kept, to be verified again. */
  | { kind: 'unverified' }
  /** Another tab (or another screen of this one) verified it first: its receipt is there. */
  | { kind: 'settledElsewhere'; paid: PaidOrder };

export type SettleDeps = {
  /** True when genuine, false when the backend says it is not; throws when the call fails. */
  verify: (payload: VerifyPaymentPayload) => Promise<boolean>;
  /** Runs once the payment is verified, after its receipt is written: takes its lines out of the cart. */
  onPaid: (paid: ReceiptItem[]) => void;
};

const tabQueues = new Map<string, Promise<unknown>>();

/**
 * Payments verified genuine in this tab. Their receipt says so as well, unless storage refused
 * to write it (full, or blocked): then only this keeps a second settle in the tab (the checkout
 * page the shopper left and the next one both heard of the payment) from emptying the cart again.
 */
const verifiedInThisTab = new Set<string>();
const paymentKey = (kept: KeptPayment) => `${kept.order.id} ${kept.payment.razorpay_payment_id}`;

/** For tests, whose runs reuse payment ids. */
export const forgetPaymentsVerifiedInThisTab = () => verifiedInThisTab.clear();

/**
 * Runs `work` while holding the payment's lock, so that only one tab verifies it at a time
 * (Web Locks); the others wait, then find it settled. Without Web Locks, calls in this tab queue.
 */
function withPaymentLock<T>(orderToken: string, work: () => Promise<T>): Promise<T> {
  const name = `vedaherbs-payment:${orderToken}`;
  if (typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks) {
    return navigator.locks.request(name, work) as Promise<T>;
  }
  const queued = (tabQueues.get(name) ?? Promise.resolve()).then(work, work);
  tabQueues.set(
    name,
    queued.catch(() => undefined),
  );
  return queued;
}

/**
 * Asks the backend about a kept payment and records the answer: a receipt and an empty cart
 * when genuine, a receipt marked rejected (for support) when not, the kept record dropped on
 * either definitive answer and kept when the call fails.
 * Safe to repeat: the contract makes verify-payment idempotent.
 */
export function settleKeptPayment(kept: KeptPayment, deps: SettleDeps): Promise<SettleResult> {
  const orderToken = kept.order.order_token;
  return withPaymentLock(orderToken, async (): Promise<SettleResult> => {
    // A verified receipt is written only once the backend has said genuine: this payment is
    // settled (by another tab, or kept again by a late second callback from the payment window).
    // Only a receipt of this very payment counts: an order number alone may come again.
    const receipt = receipts
      .read()
      .find(
        (each) =>
          each.paymentId === kept.payment.razorpay_payment_id &&
          each.providerOrderId === kept.order.id,
      );
    if (verifiedInThisTab.has(paymentKey(kept)) || (receipt && isVerified(receipt))) {
      if (keptPayments.find(orderToken)) keptPayments.forget(orderToken);
      return { kind: 'settledElsewhere', paid: paidOrderOf(kept) };
    }
    // Otherwise ask, even when its record is gone: another tab may have found it not genuine, or
    // this device's storage could not keep it (full, or blocked). Only the backend can tell which,
    // and asking again is safe.
    let genuine: boolean;
    try {
      genuine = await deps.verify({ ...kept.payment, order_token: orderToken });
    } catch {
      return { kind: 'unverified' };
    }
    const paid = paidOrderOf(kept);
    receipts.add({
      orderId: paid.orderId,
      paymentId: paid.paymentId,
      providerOrderId: paid.providerOrderId,
      amount: paid.amount,
      date: new Date().toISOString(),
      items: kept.items,
      userId: kept.userId,
      rejected: !genuine,
    });
    if (!genuine) {
      keptPayments.forget(orderToken);
      return { kind: 'rejected' };
    }
    verifiedInThisTab.add(paymentKey(kept));
    deps.onPaid(kept.items);
    keptPayments.forget(orderToken);
    return { kind: 'paid', paid };
  });
}
