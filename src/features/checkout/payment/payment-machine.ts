import type { CreatedOrder, CreateOrderPayload } from '@/api/schemas';
import type { PaymentAttempt } from '@/lib/payment-attempts';
import type { ReceiptItem } from '@/lib/receipt-item';
import type { RazorpaySuccess } from './razorpay';

/** What the shopper asked to pay for: the order to create and what the payment window shows. */
export type PaymentRequest = {
  payload: CreateOrderPayload;
  description: string;
  notes: Record<string, string>;
  items: ReceiptItem[];
  /**
   * A digest of the order's request (cart, address, shipping, shopper): a retry of the same
   * request reuses the order made for it.
   */
  fingerprint: string;
};

/** A payment Razorpay captured: money has moved, whatever happens to the verification. */
export type KeptPayment = {
  order: CreatedOrder;
  payment: RazorpaySuccess;
  items: ReceiptItem[];
  /** The signed-in shopper paying (the order's user_id); null for a guest. */
  userId: number | null;
  /** When it was captured (ISO), for support; a record is never dropped by its age. */
  keptAt: string;
};

/** A payment the backend verified, or an order it reports paid. */
export type PaidOrder = {
  orderId: string;
  /** Null when the backend reported the order paid without naming its payment. */
  paymentId: string | null;
  providerOrderId: string;
  /** Rupees. */
  amount: number;
};

/** Why the form is usable again, shown above it. */
type PaymentOutcome =
  | { kind: 'cancelled' }
  | { kind: 'paymentFailed'; description: string }
  | { kind: 'scriptFailed' }
  | { kind: 'orderFailed'; message: string }
  | { kind: 'sessionExpired' };

export type PaymentState =
  /** The form can start a payment. */
  | { phase: 'ready'; outcome: PaymentOutcome | null }
  | { phase: 'loadingScript'; request: PaymentRequest; reuse: CreatedOrder | null }
  | { phase: 'creatingOrder'; request: PaymentRequest }
  /** The payment window is open; `failure` is an attempt it reported (the shopper may retry in it). */
  | {
      phase: 'awaitingPayment';
      request: PaymentRequest;
      order: CreatedOrder;
      failure: string | null;
    }
  | { phase: 'verifying'; kept: KeptPayment }
  /** Verification could not be asked (network, server error): the payment is kept, never paid again. */
  | { phase: 'unverified'; kept: KeptPayment }
  | { phase: 'paid'; paid: PaidOrder }
  /**
   * An earlier attempt may have taken money (its window was opened and nothing said how it
   * ended) or took money the backend would not confirm (rejected): no new order is created until
   * the shopper says they were not charged. `checking`: the shopper's order list is being asked
   * whether the order is paid. `refusals` counts presses of the form's button meanwhile.
   */
  | { phase: 'held'; attempt: PaymentAttempt; checking: boolean; refusals: number };

export type PaymentEvent =
  /**
   * `confirmed`: the shopper said they were not charged, and the flow has released every hold.
   * The flow adds what this device keeps: `reusable`, the order of this very request; `hold`,
   * an attempt that holds new orders back.
   */
  | {
      type: 'submit';
      request: PaymentRequest;
      confirmed?: boolean;
      reusable?: PaymentAttempt | null;
      hold?: PaymentAttempt | null;
    }
  /** The signed-in shopper's token expired before the order was created. */
  | { type: 'sessionExpired' }
  | { type: 'scriptLoaded' }
  | { type: 'scriptFailed' }
  | { type: 'orderCreated'; order: CreatedOrder }
  | { type: 'orderFailed'; message: string }
  | { type: 'attemptFailed'; description: string }
  /** Razorpay refused the reopened order: it has been paid already. */
  | { type: 'alreadyPaid'; check: boolean }
  | { type: 'paymentCaptured'; payment: RazorpaySuccess }
  | { type: 'windowClosed' }
  | { type: 'verified'; genuine: boolean }
  | { type: 'verifyErrored' }
  | { type: 'checkAgain' }
  /** A kept payment was found in storage (a reload, the tab coming back, another tab). */
  | { type: 'restored'; kept: KeptPayment }
  /** An attempt holding new orders back was found (on arrival, or written by another tab). */
  | { type: 'held'; attempt: PaymentAttempt; check: boolean }
  /** The order list was asked and did not report the held order paid. */
  | { type: 'orderChecked' }
  /** Nothing holds new orders back any more (another tab settled or released it). */
  | { type: 'released' }
  /** Another tab (or an earlier check, or the order list) settled it: the order is paid. */
  | { type: 'settledElsewhere'; paid: PaidOrder }
  | { type: 'dismissNotice' }
  /**
   * The shopper left the checkout page: nothing may open a payment window over another page. A
   * payment taken or being verified goes on being settled.
   */
  | { type: 'left' };

export const initialPaymentState: PaymentState = { phase: 'ready', outcome: null };

export function paidOrderOf({ order, payment }: KeptPayment): PaidOrder {
  return {
    orderId: order.order_id,
    paymentId: payment.razorpay_payment_id,
    providerOrderId: order.id,
    amount: order.amount / 100,
  };
}

/** The attempt a rejected payment leaves: it holds new orders back until the shopper confirms. */
export function rejectedAttemptOf(kept: KeptPayment): PaymentAttempt {
  return {
    fingerprint: '',
    order: kept.order,
    status: 'rejected',
    items: kept.items,
    userId: kept.userId,
    paymentId: kept.payment.razorpay_payment_id,
  };
}

function unreachable(event: never): never {
  throw new Error(`Unhandled payment event ${JSON.stringify(event)}`);
}

const ready = (outcome: PaymentOutcome | null): PaymentState => ({ phase: 'ready', outcome });

const held = (attempt: PaymentAttempt, checking = false): PaymentState => ({
  phase: 'held',
  attempt,
  checking,
  refusals: 0,
});

/**
 * A submit from a form that may start a payment. While an attempt holds new orders back, only
 * its own request may go on (reopening that same order: Razorpay takes one payment per order),
 * unless the shopper has confirmed they were not charged.
 */
function submitted(event: Extract<PaymentEvent, { type: 'submit' }>): PaymentState | null {
  const { hold, reusable, request } = event;
  const sameOrder = hold?.status === 'uncertain' && hold.fingerprint === request.fingerprint;
  if (hold && !event.confirmed && !sameOrder) return null;
  return { phase: 'loadingScript', request, reuse: reusable?.order ?? null };
}

/**
 * The checkout's payment as a pure state machine. Every phase names what it does with every
 * event (the `never` default makes a new event a compile error until each phase handles it);
 * an event a phase does not expect leaves the state as it is. Above all: once a payment is
 * captured, no phase until a definitive verification answer accepts `submit`, and while an
 * attempt may have taken money, no submit creates another order unconfirmed.
 */
export function transition(state: PaymentState, event: PaymentEvent): PaymentState {
  switch (state.phase) {
    case 'ready':
      switch (event.type) {
        case 'submit':
          return submitted(event) ?? held(event.hold!);
        case 'sessionExpired':
          return ready({ kind: 'sessionExpired' });
        case 'restored':
          return { phase: 'verifying', kept: event.kept };
        case 'held':
          return held(event.attempt, event.check);
        case 'dismissNotice':
          return state.outcome ? ready(null) : state;
        case 'left':
        case 'scriptLoaded':
        case 'scriptFailed':
        case 'orderCreated':
        case 'orderFailed':
        case 'attemptFailed':
        case 'alreadyPaid':
        case 'paymentCaptured':
        case 'windowClosed':
        case 'verified':
        case 'verifyErrored':
        case 'checkAgain':
        case 'orderChecked':
        case 'released':
        case 'settledElsewhere':
          return state;
        default:
          return unreachable(event);
      }

    case 'held':
      switch (event.type) {
        case 'submit':
          return submitted(event) ?? { ...state, refusals: state.refusals + 1 };
        case 'sessionExpired':
          return ready({ kind: 'sessionExpired' });
        case 'restored':
          return { phase: 'verifying', kept: event.kept };
        case 'held':
          return held(event.attempt, event.check);
        case 'checkAgain':
          return state.checking ? state : { ...state, checking: true };
        case 'orderChecked':
          return state.checking ? { ...state, checking: false } : state;
        case 'released':
          return ready(null);
        case 'settledElsewhere':
          return { phase: 'paid', paid: event.paid };
        case 'left':
        case 'scriptLoaded':
        case 'scriptFailed':
        case 'orderCreated':
        case 'orderFailed':
        case 'attemptFailed':
        case 'alreadyPaid':
        case 'paymentCaptured':
        case 'windowClosed':
        case 'verified':
        case 'verifyErrored':
        case 'dismissNotice':
          return state;
        default:
          return unreachable(event);
      }

    case 'loadingScript':
      switch (event.type) {
        case 'scriptLoaded':
          return state.reuse
            ? {
                phase: 'awaitingPayment',
                request: state.request,
                order: state.reuse,
                failure: null,
              }
            : { phase: 'creatingOrder', request: state.request };
        case 'scriptFailed':
          return ready({ kind: 'scriptFailed' });
        case 'restored':
          return { phase: 'verifying', kept: event.kept };
        case 'left':
          return ready(null);
        case 'submit':
        case 'sessionExpired':
        case 'orderCreated':
        case 'orderFailed':
        case 'attemptFailed':
        case 'alreadyPaid':
        case 'paymentCaptured':
        case 'windowClosed':
        case 'verified':
        case 'verifyErrored':
        case 'checkAgain':
        case 'held':
        case 'orderChecked':
        case 'released':
        case 'settledElsewhere':
        case 'dismissNotice':
          return state;
        default:
          return unreachable(event);
      }

    case 'creatingOrder':
      switch (event.type) {
        case 'orderCreated':
          return {
            phase: 'awaitingPayment',
            request: state.request,
            order: event.order,
            failure: null,
          };
        case 'orderFailed':
          return ready({ kind: 'orderFailed', message: event.message });
        case 'restored':
          return { phase: 'verifying', kept: event.kept };
        // Its answer is not waited for: the flow keeps the order it makes as this device's unpaid
        // order, for the shopper's next checkout of the same request to pay.
        case 'left':
          return ready(null);
        case 'submit':
        case 'sessionExpired':
        case 'scriptLoaded':
        case 'scriptFailed':
        case 'attemptFailed':
        case 'alreadyPaid':
        case 'paymentCaptured':
        case 'windowClosed':
        case 'verified':
        case 'verifyErrored':
        case 'checkAgain':
        case 'held':
        case 'orderChecked':
        case 'released':
        case 'settledElsewhere':
        case 'dismissNotice':
          return state;
        default:
          return unreachable(event);
      }

    case 'awaitingPayment':
      switch (event.type) {
        case 'attemptFailed':
          return { ...state, failure: event.description };
        // Not "try again": the order was paid, perhaps in a UPI app while this page was gone.
        case 'alreadyPaid':
          return held(
            {
              fingerprint: state.request.fingerprint,
              order: state.order,
              status: 'uncertain',
              items: state.request.items,
              userId: state.request.payload.user_id ?? null,
            },
            event.check,
          );
        case 'paymentCaptured':
          return {
            phase: 'verifying',
            kept: {
              order: state.order,
              payment: event.payment,
              items: state.request.items,
              userId: state.request.payload.user_id ?? null,
              keptAt: new Date().toISOString(),
            },
          };
        case 'windowClosed':
        case 'left':
          return ready(
            state.failure === null
              ? { kind: 'cancelled' }
              : { kind: 'paymentFailed', description: state.failure },
          );
        // A payment was captured elsewhere (another tab, or this order's earlier window that
        // completed late): verify that one; the flow closes this window, never to pay twice.
        case 'restored':
          return { phase: 'verifying', kept: event.kept };
        case 'submit':
        case 'sessionExpired':
        case 'scriptLoaded':
        case 'scriptFailed':
        case 'orderCreated':
        case 'orderFailed':
        case 'verified':
        case 'verifyErrored':
        case 'checkAgain':
        case 'held':
        case 'orderChecked':
        case 'released':
        case 'settledElsewhere':
        case 'dismissNotice':
          return state;
        default:
          return unreachable(event);
      }

    case 'verifying':
      switch (event.type) {
        case 'verified':
          return event.genuine
            ? { phase: 'paid', paid: paidOrderOf(state.kept) }
            : held(rejectedAttemptOf(state.kept));
        case 'verifyErrored':
          return { phase: 'unverified', kept: state.kept };
        case 'settledElsewhere':
          return { phase: 'paid', paid: event.paid };
        case 'submit':
        case 'sessionExpired':
        case 'scriptLoaded':
        case 'scriptFailed':
        case 'orderCreated':
        case 'orderFailed':
        case 'attemptFailed':
        case 'alreadyPaid':
        case 'paymentCaptured':
        case 'windowClosed':
        case 'checkAgain':
        case 'restored':
        case 'held':
        case 'orderChecked':
        case 'released':
        case 'left':
        case 'dismissNotice':
          return state;
        default:
          return unreachable(event);
      }

    case 'unverified':
      switch (event.type) {
        case 'checkAgain':
          return { phase: 'verifying', kept: state.kept };
        case 'settledElsewhere':
          return { phase: 'paid', paid: event.paid };
        case 'submit':
        case 'sessionExpired':
        case 'scriptLoaded':
        case 'scriptFailed':
        case 'orderCreated':
        case 'orderFailed':
        case 'attemptFailed':
        case 'alreadyPaid':
        case 'paymentCaptured':
        case 'windowClosed':
        case 'verified':
        case 'verifyErrored':
        case 'restored':
        case 'held':
        case 'orderChecked':
        case 'released':
        case 'left':
        case 'dismissNotice':
          return state;
        default:
          return unreachable(event);
      }

    case 'paid':
      switch (event.type) {
        case 'submit':
        case 'sessionExpired':
        case 'scriptLoaded':
        case 'scriptFailed':
        case 'orderCreated':
        case 'orderFailed':
        case 'attemptFailed':
        case 'alreadyPaid':
        case 'paymentCaptured':
        case 'windowClosed':
        case 'verified':
        case 'verifyErrored':
        case 'checkAgain':
        case 'restored':
        case 'held':
        case 'orderChecked':
        case 'released':
        case 'settledElsewhere':
        case 'left':
        case 'dismissNotice':
          return state;
        default:
          return unreachable(event);
      }

    default:
      return unreachable(state);
  }
}

/** Phases in which the form waits: it is disabled and the button reads 'Processing...'. */
export function isBusy(state: PaymentState) {
  return (
    state.phase === 'loadingScript' ||
    state.phase === 'creatingOrder' ||
    state.phase === 'awaitingPayment' ||
    state.phase === 'verifying'
  );
}
