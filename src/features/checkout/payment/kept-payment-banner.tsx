import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { messages } from '@/config/messages';
import { toast } from '@/lib/toast';
import { useWarnBeforeUnload } from '@/lib/use-warn-before-unload';
import { useCart } from '@/stores/cart-provider';
import { keptPayments } from './kept-payments';
import type { KeptPayment } from './payment-machine';
import { supportReference, unverifiedNotice } from './payment-messages';
import { settleKeptPayment } from './settle-payment';
import { useVerifyPayment } from './use-verify-payment';
import './kept-payment-banner.css';

/**
 * Shown on every page but the checkout while a payment taken earlier (before a reload, a closed
 * tab, a dropped connection) waits for verification. It verifies it on arrival, again when the
 * connection returns or on request, and says how it ended in a toast.
 */
export function KeptPaymentBanner({ kept }: { kept: KeptPayment }) {
  const { t } = useLingui();
  const cart = useCart();
  const { verify } = useVerifyPayment();
  const { order_id: orderId } = kept.order;
  const paymentId = kept.payment.razorpay_payment_id;
  // Once offered, the check stays (busy while it runs): a button that goes away drops focus.
  const [offersCheck, setOffersCheck] = useState(false);
  const settle = useMutation({
    mutationFn: () => settleKeptPayment(kept, { verify, onPaid: cart.takeOut }),
    onSuccess: (result) => {
      if (result.kind === 'unverified') setOffersCheck(true);
      if (result.kind === 'paid' || result.kind === 'settledElsewhere') {
        toast.success(t`Your payment is confirmed: order ${orderId} (${paymentId}).`);
      }
      if (result.kind === 'rejected') {
        toast.error(`${t(messages.paymentNotVerified)} ${supportReference(kept)}`, {
          autoClose: false,
        });
      }
    },
  });
  const { mutate: settleNow } = settle;
  // Only this tab holds it (storage full or blocked): a reload would forget it.
  useWarnBeforeUnload(settle.isPending || keptPayments.inMemoryOnly(kept.order.order_token));

  useEffect(() => {
    settleNow();
    const retry = () => settleNow();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [settleNow]);

  const unverified = !settle.isPending && settle.data?.kind === 'unverified';
  return (
    <div className="kept-payment" role="status">
      <p>
        {unverified
          ? unverifiedNotice(kept)
          : `We are confirming your payment ${orderId} (${paymentId}).`}
      </p>
      {offersCheck && (
        <button
          type="button"
          className="button"
          aria-disabled={settle.isPending}
          onClick={() => {
            if (!settle.isPending) settleNow();
          }}
        >
          {settle.isPending ? t`Checking...` : t`Check payment again`}
        </button>
      )}
    </div>
  );
}
