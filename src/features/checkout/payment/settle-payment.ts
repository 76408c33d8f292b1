import type { VerifyPaymentPayload } from '@/api/schemas';
import { moneyInMotion } from '@/lib/money-in-motion';
import { paymentAttempts, type PaymentAttempt } from '@/lib/payment-attempts';
import type { ReceiptItem } from '@/lib/receipt-item';
import { isVerified, receipts } from '@/lib/receipts';
import { withStorageLock } from '@/lib/storage-lock';
import { keptPayments } from './kept-payments';
import {
  paidOrderOf,
  rejectedAttemptOf,
  type KeptPayment,
  type PaidOrder,
} from './payment-machine';

export type SettleResult =
  | { kind: 'paid'; paid: PaidOrder }
  /** Verify-payment answered that the payment is not genuine. */
  | { kind: 'rejected' }
  /** The call failed: the payment stays kept, to be verified again. */
  | { kind: 'unverified' }
  /** Another tab (or another screen of this one) verified it first: its receipt is there. */
  | { kind: 'settledElsewhere'; paid: PaidOrder };

export type SettleDeps = {
  /**
   * True when genuine, false when the backend says it is not; throws when the call fails.
   * `shopper` is who paid (null: a guest): the call carries their token only, or none.
   */
  verify: (payload: VerifyPaymentPayload, shopper: number | null) => Promise<boolean>;
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
 * Runs `work` while holding the order's lock, so that only one tab settles it at a time; the
 * others wait, then find it settled. Web Locks where the browser has them, else a lock in
 * localStorage; calls within this tab queue either way. The page does not reload meanwhile.
 */
function withOrderLock<T>(orderToken: string, work: () => Promise<T>): Promise<T> {
  const name = `vedaherbs-payment:${orderToken}`;
  const locked =
    typeof navigator !== 'undefined' && navigator.locks
      ? () => navigator.locks.request(name, work) as Promise<T>
      : () => withStorageLock(name, work);
  const release = moneyInMotion.hold();
  const queued = (tabQueues.get(name) ?? Promise.resolve()).then(locked, locked);
  tabQueues.set(
    name,
    queued.catch(() => undefined),
  );
  void queued.then(release, release);
  return queued;
}

function addReceipt(
  paid: PaidOrder,
  items: ReceiptItem[],
  userId: number | null,
  rejected = false,
) {
  if (paid.paymentId === null) return;
  receipts.add({
    orderId: paid.orderId,
    paymentId: paid.paymentId,
    providerOrderId: paid.providerOrderId,
    amount: paid.amount,
    date: new Date().toISOString(),
    items,
    userId,
    rejected,
  });
}

/**
 * Asks the backend about a kept payment and records the answer: a receipt and an empty cart
 * when genuine; when not, a receipt marked rejected (for support) and a rejected attempt, which
 * holds new orders back until the shopper says they were not charged. The kept record is
 * dropped on either definitive answer and kept when the call fails.
 * Safe to repeat: the contract makes verify-payment idempotent.
 */
export function settleKeptPayment(kept: KeptPayment, deps: SettleDeps): Promise<SettleResult> {
  const orderToken = kept.order.order_token;
  return withOrderLock(orderToken, async (): Promise<SettleResult> => {
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
      genuine = await deps.verify({ ...kept.payment, order_token: orderToken }, kept.userId);
    } catch {
      return { kind: 'unverified' };
    }
    const paid = paidOrderOf(kept);
    addReceipt(paid, kept.items, kept.userId, !genuine);
    if (!genuine) {
      paymentAttempts.keep(rejectedAttemptOf(kept));
      keptPayments.forget(orderToken);
      return { kind: 'rejected' };
    }
    verifiedInThisTab.add(paymentKey(kept));
    deps.onPaid(kept.items);
    keptPayments.forget(orderToken);
    return { kind: 'paid', paid };
  });
}

export type PaidOrderDeps = {
  /** The order list's word on the order with this number: paid (with its payment, if named), or null. */
  findPaidOrder: (orderNumber: string) => Promise<{ paymentId: string | null } | null>;
  onPaid: (paid: ReceiptItem[]) => void;
};

/**
 * Asks the signed-in shopper's order list about an attempt that may have taken money. Paid: a
 * receipt, its lines out of the cart, the attempt forgotten (once, whichever tab asks first).
 * Null when it is not reported paid or the call failed: the attempt stays held.
 */
export function settleHeldAttempt(
  attempt: PaymentAttempt,
  deps: PaidOrderDeps,
): Promise<PaidOrder | null> {
  const orderToken = attempt.order.order_token;
  return withOrderLock(orderToken, async () => {
    const found = await deps.findPaidOrder(attempt.order.order_id).catch(() => null);
    const paid: PaidOrder | null = found && {
      orderId: attempt.order.order_id,
      paymentId: found.paymentId,
      providerOrderId: attempt.order.id,
      amount: attempt.order.amount / 100,
    };
    // Another tab settled it meanwhile: its lines are out of the cart already.
    if (!paid || !paymentAttempts.find(orderToken)) return paid;
    addReceipt(paid, attempt.items, attempt.userId);
    deps.onPaid(attempt.items);
    paymentAttempts.forget(orderToken);
    return paid;
  });
}
