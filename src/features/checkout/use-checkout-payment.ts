import { useEffect, useState, useSyncExternalStore } from 'react';
import { useMutation } from '@tanstack/react-query';
import { createOrder } from '@/api/payments';
import { useWarnBeforeUnload } from '@/lib/use-warn-before-unload';
import { useCart } from '@/stores/cart-provider';
import { useSession } from '@/stores/session-provider';
import { findPaidOrder } from './payment/find-paid-order';
import { keptPayments } from './payment/kept-payments';
import { createPaymentFlow } from './payment/payment-flow';
import type { PaymentRequest, PaymentState } from './payment/payment-machine';
import { loadRazorpay, openPaymentWindow } from './payment/razorpay';
import { useVerifyPayment } from './payment/use-verify-payment';

/**
 * Leaving now would lose track of money: a payment is being verified, or it is unverified and
 * only this tab's memory holds it (storage full or blocked).
 */
const losesTrackOnUnload = (state: PaymentState) =>
  state.phase === 'verifying' ||
  (state.phase === 'unverified' && keptPayments.inMemoryOnly(state.kept.order.order_token));

/**
 * The checkout's payment: the state machine of `payment/payment-machine.ts`, run with the real
 * calls. Create-order and verify-payment are mutations; the cart is emptied only once the
 * backend has verified the payment.
 */
export function useCheckoutPayment() {
  const cart = useCart();
  const session = useSession();
  const { mutateAsync: createOrderNow } = useMutation({ mutationFn: createOrder });
  const { verify } = useVerifyPayment();

  const [flow] = useState(createPaymentFlow);
  // Declared before the effect that can start work: effects run in order.
  useEffect(() => {
    flow.connect({
      loadScript: () => loadRazorpay(),
      createOrder: createOrderNow,
      openWindow: openPaymentWindow,
      verify,
      findPaidOrder,
      onPaid: cart.takeOut,
      sessionActive: session.ensureActive,
      signedInAs: (userId) => session.user?.id === userId,
    });
  });
  const state = useSyncExternalStore(flow.subscribe, flow.getState, flow.getState);
  useEffect(() => {
    const stopWatching = flow.watchStoredPayments();
    return () => {
      stopWatching();
      flow.send({ type: 'left' });
    };
  }, [flow]);
  // The session is known once the page has hydrated, after the stored payments were read.
  const shopperId = session.user?.id;
  useEffect(() => {
    if (shopperId !== undefined) flow.followSession();
  }, [flow, shopperId]);
  useWarnBeforeUnload(losesTrackOnUnload(state));

  return {
    state,
    submit: (request: PaymentRequest) => flow.send({ type: 'submit', request }),
    /** The shopper says an earlier attempt did not charge them: pay with this request. */
    payAgain: (request: PaymentRequest) => flow.send({ type: 'submit', request, confirmed: true }),
    checkAgain: () => flow.send({ type: 'checkAgain' }),
    dismissNotice: () => flow.send({ type: 'dismissNotice' }),
  };
}
