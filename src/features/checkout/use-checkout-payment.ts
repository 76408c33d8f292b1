import { useEffect, useState, useSyncExternalStore } from 'react';
import { useMutation } from '@tanstack/react-query';
import { createOrder } from '@/api/orders';
import { useCart } from '@/stores/cart-provider';
import { useSession } from '@/stores/session-provider';
import { createPaymentFlow } from './payment/payment-flow';
import type { PaymentRequest } from './payment/payment-machine';
import { loadRazorpay, openPaymentWindow } from './payment/razorpay';
import { useVerifyPayment } from './payment/use-verify-payment';

/**
 * The checkout's payment: the state machine of `payment/payment-machine.ts`, run with the real
 * calls. Create-order and verify-payment are mutations; the cart is emptied only once the
 * backend has verified the payment.
 */
export function useCheckoutPayment() {
  const cart = useCart();
  const session = useSession();
  const { mutateAsync: createOrderNow } = useMutation({ mutationFn: createOrder });
  const { mutateAsync: verifyNow } = useVerifyPayment();

  const [flow] = useState(createPaymentFlow);
  // Declared before the effect that can start work: effects run in order.
  useEffect(() => {
    flow.connect({
      loadScript: () => loadRazorpay(),
      createOrder: createOrderNow,
      openWindow: openPaymentWindow,
      verify: verifyNow,
      onPaid: cart.takeOut,
      sessionActive: session.ensureActive,
    });
  });
  const state = useSyncExternalStore(flow.subscribe, flow.getState, flow.getState);
  useEffect(() => {
    const stopWatching = flow.watchKeptPayments();
    return () => {
      stopWatching();
      flow.send({ type: 'left' });
    };
  }, [flow]);

  return {
    state,
    submit: (request: PaymentRequest) => flow.send({ type: 'submit', request }),
    checkAgain: () => flow.send({ type: 'checkAgain' }),
    dismissNotice: () => flow.send({ type: 'dismissNotice' }),
  };
}
