import { msg } from '@lingui/core/macro';
import { messages } from '@/config/messages';
import { translate } from '@/i18n/catalogs';
import type { PaymentAttempt } from '@/lib/payment-attempts';
import type { KeptPayment, PaymentState } from './payment-machine';

export const PAYMENT_CANCELLED = msg`Payment was cancelled. Your cart is kept, so you can try again whenever you are ready.`;
const paymentFailedText = (description: string) =>
  translate(msg`Payment failed: ${description} Your cart is kept; please try again.`);

/** Every message after money was taken names what support needs to find the payment. */
export const supportReference = ({ order, payment }: KeptPayment) => {
  const orderId = order.order_id;
  const paymentId = payment.razorpay_payment_id;
  return translate(msg`Order ${orderId}, payment ${paymentId}.`);
};

/** A payment whose verification could not be asked: the spec's text, then what to do. */
export const unverifiedNotice = (kept: KeptPayment) =>
  `${translate(messages.paymentVerifyError)} ${supportReference(kept)} ${translate(msg`Your payment is kept: it will not be taken again. Check again in a moment.`)}`;

/** An order whose payment window was opened and never heard from again. */
const uncertainNotice = (attempt: PaymentAttempt) => {
  const orderId = attempt.order.order_id;
  return translate(
    msg`Your payment for ${orderId} may have gone through. Check your UPI app or bank before paying again.`,
  );
};

/** Verify-payment answered that a payment Razorpay reported is not genuine. */
const rejectedNotice = (attempt: PaymentAttempt) => {
  const orderId = attempt.order.order_id;
  const paymentId = attempt.paymentId ?? translate(msg`unknown`);
  return `${translate(messages.paymentNotVerified)} ${translate(msg`Razorpay reported this payment taken, and the shop could not confirm it. Order ${orderId}, payment ${paymentId}: quote both to our support team.`)}`;
};

/** The message the checkout shows above its form in this state, if any. */
export function paymentNotice(state: PaymentState): string | null {
  switch (state.phase) {
    case 'awaitingPayment':
      return state.failure === null ? null : paymentFailedText(state.failure);
    case 'unverified':
      return unverifiedNotice(state.kept);
    case 'held':
      return state.attempt.status === 'rejected'
        ? rejectedNotice(state.attempt)
        : uncertainNotice(state.attempt);
    case 'ready':
      switch (state.outcome?.kind) {
        case undefined:
          return null;
        case 'cancelled':
          return translate(PAYMENT_CANCELLED);
        case 'paymentFailed':
          return paymentFailedText(state.outcome.description);
        case 'scriptFailed':
          return translate(messages.razorpayLoadFailed);
        case 'orderFailed':
          return state.outcome.message;
        case 'sessionExpired':
          return translate(messages.sessionExpired);
      }
      return null;
    case 'loadingScript':
    case 'creatingOrder':
    case 'verifying':
    case 'paid':
      return null;
  }
}
