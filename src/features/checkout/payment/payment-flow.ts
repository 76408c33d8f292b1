import { ApiError } from '@/api/client';
import type { CreatedOrder, CreateOrderPayload } from '@/api/schemas';
import { messages } from '@/config/messages';
import { translate } from '@/i18n/catalogs';
import { moneyInMotion } from '@/lib/money-in-motion';
import { paymentAttempts, type PaymentAttempt } from '@/lib/payment-attempts';
import { keptPayments } from './kept-payments';
import {
  initialPaymentState,
  isBusy,
  transition,
  type KeptPayment,
  type PaymentEvent,
  type PaymentRequest,
  type PaymentState,
} from './payment-machine';
import type { PaymentWindowListeners, PaymentWindowRequest, RazorpayConstructor } from './razorpay';
import {
  settleHeldAttempt,
  settleKeptPayment,
  type PaidOrderDeps,
  type SettleDeps,
  type SettleResult,
} from './settle-payment';

/** The outside world the payment talks to; the checkout passes the real calls, tests fakes. */
export type PaymentFlowDeps = SettleDeps &
  PaidOrderDeps & {
    loadScript: () => Promise<RazorpayConstructor>;
    createOrder: (payload: CreateOrderPayload) => Promise<CreatedOrder>;
    openWindow: (
      Razorpay: RazorpayConstructor,
      request: PaymentWindowRequest,
      listeners: PaymentWindowListeners,
    ) => () => void;
    /** False when the signed-in shopper's token has expired; it also ends that session. */
    sessionActive: () => boolean;
    /** Whether this shopper (null: a guest) is signed in, so that their order list can be asked. */
    signedInAs: (userId: number | null) => boolean;
  };

function windowRequest(request: PaymentRequest, order: CreatedOrder): PaymentWindowRequest {
  return {
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
  };
}

/**
 * The backend refuses an amount it disagrees with, so an order it made is for exactly the amount
 * asked, in paise and in rupees: any other would open the payment window for the wrong sum.
 */
function isOrderFor(payload: CreateOrderPayload, order: CreatedOrder) {
  return order.currency === 'INR' && order.amount === Math.round(payload.amount * 100);
}

/** Phases that may lead to a new payment: a payment kept meanwhile is verified instead. */
function startsPayments(state: PaymentState) {
  return (
    state.phase === 'ready' ||
    state.phase === 'held' ||
    state.phase === 'loadingScript' ||
    state.phase === 'creatingOrder' ||
    state.phase === 'awaitingPayment'
  );
}

function eventOf(result: SettleResult): PaymentEvent {
  switch (result.kind) {
    case 'paid':
      return { type: 'verified', genuine: true };
    case 'rejected':
      return { type: 'verified', genuine: false };
    case 'unverified':
      return { type: 'verifyErrored' };
    case 'settledElsewhere':
      return { type: 'settledElsewhere', paid: result.paid };
  }
}

/**
 * Runs the payment machine: each phase's work starts when the phase is entered, and its answer
 * comes back as an event, accepted only while the phase that asked is still current.
 */
export function createPaymentFlow() {
  let connected: PaymentFlowDeps | null = null;
  const deps = () => {
    if (!connected) throw new Error('The payment flow is used before connect()');
    return connected;
  };
  let state: PaymentState = initialPaymentState;
  let Razorpay: RazorpayConstructor | null = null;
  /** Closes the payment window this tab has open. */
  let closeWindow: (() => void) | null = null;
  const listeners = new Set<() => void>();
  const inFlight = new Set<Promise<unknown>>();
  /** Payments the window has reported: a second report of one (a late duplicate) changes nothing. */
  const capturedIds = new Set<string>();
  /**
   * Orders whose payment the backend has answered for. Their record is forgotten then; should
   * storage fail to forget it, it must not be verified over and over.
   */
  const answeredTokens = new Set<string>();
  const nextKept = () =>
    keptPayments.read().find((kept) => !answeredTokens.has(kept.order.order_token));
  /** Held while the phase moves money: nothing reloads the page meanwhile. */
  let releaseMoney: (() => void) | null = null;

  const attemptOf = (request: PaymentRequest, order: CreatedOrder): PaymentAttempt => ({
    fingerprint: request.fingerprint,
    order,
    status: 'unpaid',
    items: request.items,
    userId: request.payload.user_id ?? null,
  });
  /** Whether the order list can be asked about an order: its own shopper is signed in. */
  const canCheckOrdersOf = (userId: number | null) => userId !== null && deps().signedInAs(userId);
  const canCheck = (attempt: PaymentAttempt) =>
    attempt.status === 'uncertain' && canCheckOrdersOf(attempt.userId);

  function track(work: Promise<unknown>) {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  }

  /** Sends `event` only if the state is still the one that asked for it. */
  const answerFor = (asked: PaymentState) => (event: PaymentEvent) => {
    if (state === asked) send(event);
  };

  function enter(entered: PaymentState) {
    const answer = answerFor(entered);
    switch (entered.phase) {
      case 'loadingScript':
        track(
          deps()
            .loadScript()
            .then(
              (loaded) => {
                Razorpay = loaded;
                answer({ type: 'scriptLoaded' });
              },
              () => answer({ type: 'scriptFailed' }),
            ),
        );
        return;
      case 'creatingOrder':
        track(
          deps()
            .createOrder(entered.request.payload)
            .then(
              (order) => {
                if (!isOrderFor(entered.request.payload, order)) {
                  return answer({
                    type: 'orderFailed',
                    message: translate(messages.createOrderFailed),
                  });
                }
                // Kept even when the shopper has left meanwhile: the next checkout of the same
                // request pays this order rather than creating another.
                paymentAttempts.keep(attemptOf(entered.request, order));
                answer({ type: 'orderCreated', order });
              },
              (error: unknown) =>
                answer({
                  type: 'orderFailed',
                  message:
                    error instanceof ApiError
                      ? error.message
                      : translate(messages.createOrderFailed),
                }),
            ),
        );
        return;
      case 'awaitingPayment': {
        // Uncertain from the moment the window opens: a phone may discard this tab while the
        // shopper pays in a UPI app, and then nothing here ever hears how it ended.
        paymentAttempts.keep({ ...attemptOf(entered.request, entered.order), status: 'uncertain' });
        const current = () => state.phase === 'awaitingPayment' && state.order === entered.order;
        const fromWindow = (event: PaymentEvent) => {
          if (current()) send(event);
        };
        const attempt = () => paymentAttempts.find(entered.order.order_token);
        closeWindow = deps().openWindow(Razorpay!, windowRequest(entered.request, entered.order), {
          onAttemptFailed: (description, alreadyPaid) => {
            const check = canCheckOrdersOf(entered.request.payload.user_id ?? null);
            fromWindow(
              alreadyPaid ? { type: 'alreadyPaid', check } : { type: 'attemptFailed', description },
            );
          },
          onCaptured: (payment) => {
            if (capturedIds.has(payment.razorpay_payment_id)) return;
            capturedIds.add(payment.razorpay_payment_id);
            // Kept as a payment (entering 'verifying' keeps it) before its attempt is forgotten.
            if (current()) {
              send({ type: 'paymentCaptured', payment });
              paymentAttempts.forget(entered.order.order_token);
              return;
            }
            // Money moved even if the checkout has moved on: keep it, to be verified like any other.
            const kept: KeptPayment = {
              order: entered.order,
              payment,
              items: entered.request.items,
              userId: entered.request.payload.user_id ?? null,
              keptAt: new Date().toISOString(),
            };
            keptPayments.keep(kept);
            paymentAttempts.forget(entered.order.order_token);
            verifyKeptPayment();
          },
          onClosed: () => {
            // The shopper closed it: no payment is under way in it (one completing late is
            // still heard by onCaptured).
            if (current() && attempt()?.status === 'uncertain') {
              paymentAttempts.mark(entered.order.order_token, 'unpaid');
            }
            fromWindow({ type: 'windowClosed' });
          },
        });
        return;
      }
      case 'held':
        if (!entered.checking) return;
        track(
          settleHeldAttempt(entered.attempt, deps()).then((paid) =>
            answer(paid ? { type: 'settledElsewhere', paid } : { type: 'orderChecked' }),
          ),
        );
        return;
      case 'verifying':
        // Kept before anything else can happen: from here on the tab may be closed at any time.
        if (!keptPayments.find(entered.kept.order.order_token)) keptPayments.keep(entered.kept);
        track(
          settleKeptPayment(entered.kept, deps()).then((result) => {
            if (result.kind !== 'unverified') answeredTokens.add(entered.kept.order.order_token);
            answer(eventOf(result));
          }),
        );
        return;
      case 'ready':
      case 'unverified':
      case 'paid':
        return;
    }
  }

  function send(event: PaymentEvent) {
    let next = event;
    if (next.type === 'submit' && (state.phase === 'ready' || state.phase === 'held')) {
      // Another tab may have taken a payment for this cart: verify that one, never pay again.
      const kept = nextKept();
      if (kept) next = { type: 'restored', kept };
      else if (!deps().sessionActive()) next = { type: 'sessionExpired' };
      else {
        if (next.confirmed) paymentAttempts.release();
        next = {
          ...next,
          reusable: paymentAttempts.reusableFor(next.request.fingerprint),
          hold: paymentAttempts.hold(),
        };
      }
    }
    if (next.type === 'checkAgain' && state.phase === 'held' && !canCheck(state.attempt)) return;
    const previous = state;
    state = transition(previous, next);
    if (state === previous) return;
    if (isBusy(state)) releaseMoney ??= moneyInMotion.hold();
    else {
      releaseMoney?.();
      releaseMoney = null;
    }
    if (previous.phase === 'awaitingPayment' && state.phase !== 'awaitingPayment') {
      // A payment was taken (here, in an earlier window of this order, or in another tab): the
      // open window must not take a second one. Closing a window that closed itself is harmless.
      if (next.type !== 'windowClosed') closeWindow?.();
      closeWindow = null;
    }
    // Asking the order list again is work too, though the phase stays 'held'.
    const checkStarted =
      state.phase === 'held' && state.checking && !(previous.phase === 'held' && previous.checking);
    if (state.phase !== previous.phase || checkStarted) enter(state);
    listeners.forEach((listener) => listener());
  }

  /** Verifies a kept payment, unless this tab is busy with one already. */
  function verifyKeptPayment() {
    const kept = nextKept();
    if (kept && startsPayments(state)) send({ type: 'restored', kept });
    // Its record went: another tab settled it. Ask again.
    if (state.phase === 'unverified' && !keptPayments.find(state.kept.order.order_token)) {
      send({ type: 'checkAgain' });
    }
  }

  /** Holds the form back while an attempt may have taken money; lets it go once none does. */
  function followHolds() {
    const hold = paymentAttempts.hold();
    if (state.phase === 'held') {
      const same = hold?.order.order_token === state.attempt.order.order_token;
      if (!hold) send({ type: 'released' });
      else if (!same || hold.status !== state.attempt.status) {
        send({ type: 'held', attempt: hold, check: canCheck(hold) });
      }
    } else if (state.phase === 'ready' && hold) {
      send({ type: 'held', attempt: hold, check: canCheck(hold) });
    }
  }

  /**
   * Picks up what storage keeps of earlier attempts, now and whenever it changes (in this or
   * another tab): a kept payment is verified, an attempt that may have taken money is said.
   */
  function watchStoredPayments() {
    verifyKeptPayment();
    followHolds();
    const stopKept = keptPayments.subscribe(verifyKeptPayment);
    const stopAttempts = paymentAttempts.subscribe(followHolds);
    return () => {
      stopKept();
      stopAttempts();
    };
  }

  /** A shopper signed in: the order list of theirs can now be asked about a held order. */
  function followSession() {
    if (state.phase === 'held' && !state.checking && canCheck(state.attempt)) {
      send({ type: 'checkAgain' });
    }
  }

  return {
    getState: () => state,
    followSession,
    /** Gives the flow the calls it makes; the checkout passes fresh ones on every render. */
    connect(next: PaymentFlowDeps) {
      connected = next;
    },
    send,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    watchStoredPayments,
    /** Resolves once no work started by the flow is still running (for tests). */
    async settled() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}

export type PaymentFlow = ReturnType<typeof createPaymentFlow>;
