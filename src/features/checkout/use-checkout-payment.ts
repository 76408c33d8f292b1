import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createOrder, verifyPayment } from '@/api/orders';
import { isTokenExpired } from '@/lib/jwt';
import { useCart } from '@/stores/cart-provider';
import { useSession } from '@/stores/session-provider';
import { createPaymentFlow, type PaymentFlowDeps } from './payment/payment-flow';
import type { PaymentRequest } from './payment/payment-machine';
import { loadRazorpay, openPaymentWindow } from './payment/razorpay';

/** Verifies a payment through a mutation; a paid order refreshes the shopper's order list. */
export function useVerifyPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPayment,
    onSuccess: (genuine) => {
      if (genuine) void queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}

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

  const deps: PaymentFlowDeps = {
    loadScript: () => loadRazorpay(),
    createOrder: createOrderNow,
    openWindow: openPaymentWindow,
    verify: verifyNow,
    onPaid: cart.clear,
    sessionActive: () => {
      if (!session.token || !isTokenExpired(session.token)) return true;
      session.signOut();
      return false;
    },
  };
  const latestDeps = useRef(deps);
  useEffect(() => {
    latestDeps.current = deps;
  });

  const [flow] = useState(() => createPaymentFlow(() => latestDeps.current));
  const state = useSyncExternalStore(flow.subscribe, flow.getState, flow.getState);
  useEffect(() => flow.watchKeptPayments(), [flow]);

  return {
    state,
    submit: (request: PaymentRequest) => flow.send({ type: 'submit', request }),
    checkAgain: () => flow.send({ type: 'checkAgain' }),
    dismissNotice: () => flow.send({ type: 'dismissNotice' }),
  };
}
