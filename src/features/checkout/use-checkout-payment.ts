import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/api/client';
import { createOrder, verifyPayment } from '@/api/orders';
import type { CreateOrderPayload } from '@/api/schemas';
import { messages } from '@/config/messages';
import { useCart } from '@/stores/cart-provider';
import { receipts } from '@/stores/receipts';
import { pendingOrder, type PendingOrder } from './pending-order';
import { collectPayment, loadRazorpay } from './razorpay';

export const PAYMENT_CANCELLED =
  'Payment was cancelled. Your cart is kept, so you can try again whenever you are ready.';
export const paymentFailedText = (description: string) =>
  `Payment failed: ${description} Your cart is kept; please try again.`;

export type PaidOrder = { orderId: string; amount: number };

type PayRequest = {
  payload: CreateOrderPayload;
  description: string;
  notes: Record<string, string>;
};

/**
 * The checkout's payment journey: load the script, create (or reuse) the order, collect the
 * payment, verify it. The cart is cleared only once the backend says the payment is genuine.
 */
export function useCheckoutPayment() {
  const cart = useCart();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [paid, setPaid] = useState<PaidOrder | null>(null);
  const inFlight = useRef(false);

  const verify = useCallback(
    async (pending: PendingOrder & Required<Pick<PendingOrder, 'payment'>>) => {
      let genuine: boolean;
      try {
        genuine = await verifyPayment({
          ...pending.payment,
          order_token: pending.order.order_token,
        });
      } catch {
        // Kept: a reload or "Check again" verifies this payment instead of paying twice.
        setError(messages.paymentVerifyError);
        return;
      }
      pendingOrder.clear();
      if (!genuine) {
        setError(messages.paymentNotVerified);
        return;
      }
      cart.clear();
      receipts.add({
        orderId: pending.order.order_id,
        paymentId: pending.payment.razorpay_payment_id,
        amount: pending.order.amount / 100,
        date: new Date().toISOString(),
        items: pending.items ?? [],
      });
      setPaid({ orderId: pending.order.order_id, amount: pending.order.amount / 100 });
    },
    [cart],
  );

  const run = useCallback(async (work: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      await work();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, []);

  const pay = useCallback(
    (request: PayRequest) =>
      run(async () => {
        let Razorpay;
        try {
          // Before the order exists, so a blocked script never leaves an unpaid order behind.
          Razorpay = await loadRazorpay();
        } catch {
          setError(messages.razorpayLoadFailed);
          return;
        }

        const fingerprint = JSON.stringify(request.payload);
        let pending = pendingOrder.read();
        if (!pending || pending.fingerprint !== fingerprint || pending.payment) {
          try {
            const order = await createOrder(request.payload);
            const items = request.payload.cart.map((line) => ({
              name: line.product_name,
              price: line.price,
              quantity: line.quantity,
            }));
            pending = { fingerprint, order, items };
            pendingOrder.write(pending);
          } catch (failure) {
            setError(failure instanceof ApiError ? failure.message : messages.createOrderFailed);
            return;
          }
        }

        const { order } = pending;
        const outcome = await collectPayment(
          Razorpay,
          {
            amount: order.amount,
            currency: order.currency,
            order_id: order.id,
            name: 'Veda Herbs',
            description: request.description,
            prefill: {
              name: request.payload.name,
              email: request.payload.email,
              contact: request.payload.phone,
            },
            notes: { ...request.notes, order_id: order.order_id },
            theme: { color: '#2f6b3f' },
          },
          (description) => setError(paymentFailedText(description)),
        ).catch(() => ({ kind: 'error' as const }));

        if (outcome.kind === 'error') setError(messages.razorpayLoadFailed);
        if (outcome.kind === 'dismissed') setError(PAYMENT_CANCELLED);
        if (outcome.kind === 'failed') setError(paymentFailedText(outcome.description));
        if (outcome.kind === 'paid') {
          const paidOrder = { ...pending, payment: outcome.response };
          pendingOrder.write(paidOrder);
          await verify(paidOrder);
        }
      }),
    [run, verify],
  );

  /** Verifies a payment that was made but not yet confirmed (after a reload or a dropped connection). */
  const verifyPending = useCallback(
    () =>
      run(async () => {
        const pending = pendingOrder.read();
        if (pending?.payment) await verify({ ...pending, payment: pending.payment });
      }),
    [run, verify],
  );

  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (pendingOrder.read()?.payment) void verifyPending();
  }, [verifyPending]);

  return {
    busy,
    error,
    dismissError: () => setError(null),
    paid,
    pay,
    verifyPending,
    hasUnverifiedPayment: () => Boolean(pendingOrder.read()?.payment),
  };
}
