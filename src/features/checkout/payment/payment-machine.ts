import type { CreatedOrder, CreateOrderPayload } from '@/api/schemas';
import type { ReceiptItem } from '@/lib/receipt-item';
import type { UnpaidOrder } from '@/lib/unpaid-order';
import type { RazorpaySuccess } from './razorpay';

/** What the shopper asked to pay for: the order to create and what the payment window shows. */
export type PaymentRequest = {
  payload: CreateOrderPayload;
  description: string;
  notes: Record<string, string>;
  items: ReceiptItem[];
  /**
   * A digest of the order's request (cart, address, shipping, shopper): a retry of the same
   * request after a dismissed window reuses the unpaid order.
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
  /** When it was captured (ISO); a record older than a week is dropped. */
  keptAt: string;
};

/** A payment the backend verified. */
export type PaidOrder = {
  orderId: string;
  paymentId: string;
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
  | { kind: 'sessionExpired' }
  /** Verify-payment answered that the payment is not genuine: a definitive answer. */
  | { kind: 'rejected'; kept: KeptPayment };

export type PaymentState =
  /** The form can start a payment. */
  | { phase: 'ready'; outcome: PaymentOutcome | null; unpaid: UnpaidOrder | null }
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
  | { phase: 'paid'; paid: PaidOrder };

export type PaymentEvent =
  /** `stored`: the unpaid order this device kept (a reload, another tab), when there is one. */
  | { type: 'submit'; request: PaymentRequest; stored?: UnpaidOrder | null }
  /** The signed-in shopper's token expired before the order was created. */
  | { type: 'sessionExpired' }
  | { type: 'scriptLoaded' }
  | { type: 'scriptFailed' }
  | { type: 'orderCreated'; order: CreatedOrder }
  | { type: 'orderFailed'; message: string }
  | { type: 'attemptFailed'; description: string }
  | { type: 'paymentCaptured'; payment: RazorpaySuccess }
  | { type: 'windowClosed' }
  | { type: 'verified'; genuine: boolean }
  | { type: 'verifyErrored' }
  | { type: 'checkAgain' }
  /** A kept payment was found in storage (a reload, the tab coming back, another tab). */
  | { type: 'restored'; kept: KeptPayment }
  /** Another tab (or an earlier check) verified the kept payment: its receipt is there. */
  | { type: 'settledElsewhere'; paid: PaidOrder }
  | { type: 'dismissNotice' }
  /**
   * The shopper left the checkout page: nothing may open a payment window over another page. A
   * payment taken or being verified goes on being settled.
   */
  | { type: 'left' };

export const initialPaymentState: PaymentState = { phase: 'ready', outcome: null, unpaid: null };

export function paidOrderOf({ order, payment }: KeptPayment): PaidOrder {
  return {
    orderId: order.order_id,
    paymentId: payment.razorpay_payment_id,
    providerOrderId: order.id,
    amount: order.amount / 100,
  };
}

function unreachable(event: never): never {
  throw new Error(`Unhandled payment event ${JSON.stringify(event)}`);
}

function ready(outcome: PaymentOutcome | null, unpaid: UnpaidOrder | null = null): PaymentState {
  return { phase: 'ready', outcome, unpaid };
}

/**
 * Another tab settled the kept payment: verified there is paid here, and otherwise its verification
 * answered false, said here as this tab's own rejection (with order number and payment id).
 */
/**
 * The checkout's payment as a pure state machine. Every phase names what it does with every
 * event (the `never` default makes a new event a compile error until each phase handles it);
 * an event a phase does not expect leaves the state as it is. Above all: once a payment is
 * captured, no phase until a definitive verification answer accepts `submit`.
 */
export function transition(state: PaymentState, event: PaymentEvent): PaymentState {
  switch (state.phase) {
    case 'ready':
      switch (event.type) {
        case 'submit': {
          const unpaid = [state.unpaid, event.stored].find(
            (earlier) => earlier?.fingerprint === event.request.fingerprint,
          );
          return { phase: 'loadingScript', request: event.request, reuse: unpaid?.order ?? null };
        }
        case 'sessionExpired':
          return ready({ kind: 'sessionExpired' });
        case 'restored':
          return { phase: 'verifying', kept: event.kept };
        case 'dismissNotice':
          return state.outcome ? ready(null, state.unpaid) : state;
        case 'left':
        case 'scriptLoaded':
        case 'scriptFailed':
        case 'orderCreated':
        case 'orderFailed':
        case 'attemptFailed':
        case 'paymentCaptured':
        case 'windowClosed':
        case 'verified':
        case 'verifyErrored':
        case 'checkAgain':
        case 'settledElsewhere':
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
          return ready(
            { kind: 'scriptFailed' },
            state.reuse && { fingerprint: state.request.fingerprint, order: state.reuse },
          );
        case 'restored':
          return { phase: 'verifying', kept: event.kept };
        case 'left':
          return ready(
            null,
            state.reuse && { fingerprint: state.request.fingerprint, order: state.reuse },
          );
        case 'submit':
        case 'sessionExpired':
        case 'orderCreated':
        case 'orderFailed':
        case 'attemptFailed':
        case 'paymentCaptured':
        case 'windowClosed':
        case 'verified':
        case 'verifyErrored':
        case 'checkAgain':
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
        case 'paymentCaptured':
        case 'windowClosed':
        case 'verified':
        case 'verifyErrored':
        case 'checkAgain':
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
            { fingerprint: state.request.fingerprint, order: state.order },
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
            : ready({ kind: 'rejected', kept: state.kept });
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
        case 'paymentCaptured':
        case 'windowClosed':
        case 'checkAgain':
        case 'restored':
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
        case 'paymentCaptured':
        case 'windowClosed':
        case 'verified':
        case 'verifyErrored':
        case 'restored':
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
        case 'paymentCaptured':
        case 'windowClosed':
        case 'verified':
        case 'verifyErrored':
        case 'checkAgain':
        case 'restored':
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
