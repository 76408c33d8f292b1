import type { CreatedOrder } from '@/api/schemas';
import type { PaymentAttempt } from '@/lib/payment-attempts';
import {
  initialPaymentState,
  paidOrderOf,
  transition,
  type KeptPayment,
  type PaymentEvent,
  type PaymentRequest,
  type PaymentState,
} from './payment-machine';
import { shopperAddress } from '@tests/order-fixtures';

const order: CreatedOrder = {
  id: 'order_1',
  amount: 54900,
  currency: 'INR',
  order_id: 'ORD00001',
  order_token: 'token_1',
};
const payment = {
  razorpay_payment_id: 'pay_1',
  razorpay_order_id: 'order_1',
  razorpay_signature: 'sig_pay_1',
};
const request: PaymentRequest = {
  payload: {
    amount: 549,
    currency: 'INR',
    cart: [{ product_id: 1, product_name: 'Ashwagandha', price: 499, quantity: 1 }],
    ...shopperAddress,
    shipping_price: 50,
  },
  description: '1 item from Veda Herbs',
  notes: {},
  items: [{ name: 'Ashwagandha', price: 499, quantity: 1 }],
  fingerprint: 'cart-1',
};
const kept: KeptPayment = {
  order,
  payment,
  items: request.items,
  userId: null,
  keptAt: '2026-11-20T10:30:00.000Z',
};
const paid = paidOrderOf(kept);
const attempt = (status: PaymentAttempt['status'], fingerprint = 'cart-1'): PaymentAttempt => ({
  fingerprint,
  order,
  status,
  items: request.items,
  userId: null,
});
const uncertain = attempt('uncertain');
type Held = Extract<PaymentState, { phase: 'held' }>;
const heldBy = (held: PaymentAttempt, checking = false): Held => ({
  phase: 'held',
  attempt: held,
  checking,
  refusals: 0,
});

const phases = {
  ready: initialPaymentState,
  loadingScript: { phase: 'loadingScript', request, reuse: null },
  creatingOrder: { phase: 'creatingOrder', request },
  awaitingPayment: { phase: 'awaitingPayment', request, order, failure: null },
  verifying: { phase: 'verifying', kept },
  unverified: { phase: 'unverified', kept },
  paid: { phase: 'paid', paid },
  held: heldBy(attempt('uncertain', 'cart-2')),
} satisfies Record<PaymentState['phase'], PaymentState>;

/** One event of each type: the record type makes a new event a compile error here too. */
const events = {
  submit: { type: 'submit', request },
  sessionExpired: { type: 'sessionExpired' },
  scriptLoaded: { type: 'scriptLoaded' },
  scriptFailed: { type: 'scriptFailed' },
  orderCreated: { type: 'orderCreated', order },
  orderFailed: { type: 'orderFailed', message: 'Prices changed' },
  attemptFailed: { type: 'attemptFailed', description: 'Card declined.' },
  alreadyPaid: { type: 'alreadyPaid', check: false },
  paymentCaptured: { type: 'paymentCaptured', payment },
  windowClosed: { type: 'windowClosed' },
  verified: { type: 'verified', genuine: true },
  verifyErrored: { type: 'verifyErrored' },
  checkAgain: { type: 'checkAgain' },
  restored: { type: 'restored', kept },
  held: { type: 'held', attempt: uncertain, check: false },
  orderChecked: { type: 'orderChecked' },
  released: { type: 'released' },
  settledElsewhere: { type: 'settledElsewhere', paid },
  dismissNotice: { type: 'dismissNotice' },
  left: { type: 'left' },
} satisfies { [Type in PaymentEvent['type']]: Extract<PaymentEvent, { type: Type }> };

/** A submit as the flow sends it, with what this device keeps of earlier attempts. */
const submitWith = (
  stored: { hold?: PaymentAttempt; reusable?: PaymentAttempt },
  confirmed = false,
  asked = request,
): PaymentEvent => ({ type: 'submit', request: asked, confirmed, ...stored });
const refused = (from: PaymentState) => ({ ...from, refusals: 1 }) as PaymentState;

/** [what happens, from, event, the next state, or 'ignored' when the state must stay the same]. */
const table: [string, PaymentState, PaymentEvent, PaymentState | 'ignored'][] = [
  // ready
  ['submit starts loading the script', phases.ready, events.submit, phases.loadingScript],
  [
    'submit of the same request reuses its unpaid order',
    { phase: 'ready', outcome: { kind: 'cancelled' } },
    submitWith({ reusable: attempt('unpaid') }),
    { phase: 'loadingScript', request, reuse: order },
  ],
  [
    'submit of another request while one may have taken money is held, no order created',
    phases.ready,
    submitWith({ hold: attempt('uncertain', 'cart-2') }),
    phases.held,
  ],
  [
    'submit of the uncertain request itself reopens its own order',
    phases.ready,
    submitWith({ hold: uncertain, reusable: uncertain }),
    { phase: 'loadingScript', request, reuse: order },
  ],
  [
    'submit after a rejection is held, even for the same cart',
    phases.ready,
    submitWith({ hold: { ...attempt('rejected', ''), paymentId: 'pay_1' } }),
    heldBy({ ...attempt('rejected', ''), paymentId: 'pay_1' }),
  ],
  [
    'a confirmed submit (the flow released the holds) creates the order',
    phases.ready,
    submitWith({}, true),
    phases.loadingScript,
  ],
  ['an attempt found holding payments back is said', phases.ready, events.held, heldBy(uncertain)],
  [
    'an expired session is said before any order',
    phases.ready,
    events.sessionExpired,
    { phase: 'ready', outcome: { kind: 'sessionExpired' } },
  ],
  ['a kept payment found in storage is verified', phases.ready, events.restored, phases.verifying],
  [
    'dismissing a notice clears it',
    { phase: 'ready', outcome: { kind: 'cancelled' } },
    events.dismissNotice,
    { phase: 'ready', outcome: null },
  ],
  // held
  [
    'the main button with another request creates nothing; the refusal is counted',
    phases.held,
    submitWith({ hold: phases.held.attempt }),
    refused(phases.held),
  ],
  [
    'the uncertain request itself reopens its order',
    phases.held,
    submitWith({ hold: attempt('uncertain'), reusable: attempt('uncertain') }),
    { phase: 'loadingScript', request, reuse: order },
  ],
  [
    '"I was not charged, pay again" creates the order',
    phases.held,
    submitWith({}, true),
    phases.loadingScript,
  ],
  ['checking the order list', phases.held, events.checkAgain, { ...phases.held, checking: true }],
  [
    'the order list not reporting it paid keeps the hold',
    { ...phases.held, checking: true },
    events.orderChecked,
    phases.held,
  ],
  ['the order list reporting it paid is paid', phases.held, events.settledElsewhere, phases.paid],
  ['released in another tab', phases.held, events.released, phases.ready],
  ['a kept payment is verified first', phases.held, events.restored, phases.verifying],
  ['a verification nobody asked for is ignored', phases.held, events.verified, 'ignored'],
  ['dismissing is not possible', phases.held, events.dismissNotice, 'ignored'],
  ['a verification nobody asked for is ignored', phases.ready, events.verified, 'ignored'],
  ['a capture without a window is ignored', phases.ready, events.paymentCaptured, 'ignored'],
  // loadingScript
  [
    'a loaded script goes on to create the order',
    phases.loadingScript,
    events.scriptLoaded,
    phases.creatingOrder,
  ],
  [
    'a loaded script reopens the window of a reused order',
    { phase: 'loadingScript', request, reuse: order },
    events.scriptLoaded,
    phases.awaitingPayment,
  ],
  [
    'a failed script leaves the form usable, no order created',
    phases.loadingScript,
    events.scriptFailed,
    { phase: 'ready', outcome: { kind: 'scriptFailed' } },
  ],
  ['a second submit while loading is ignored', phases.loadingScript, events.submit, 'ignored'],
  [
    'leaving the checkout while loading opens no window',
    { phase: 'loadingScript', request, reuse: order },
    events.left,
    phases.ready,
  ],
  // creatingOrder
  [
    'a created order opens the payment window',
    phases.creatingOrder,
    events.orderCreated,
    phases.awaitingPayment,
  ],
  [
    'a refused order shows its message',
    phases.creatingOrder,
    events.orderFailed,
    { phase: 'ready', outcome: { kind: 'orderFailed', message: 'Prices changed' } },
  ],
  ['a second submit while creating is ignored', phases.creatingOrder, events.submit, 'ignored'],
  [
    'leaving the checkout while creating opens no window (the flow keeps the order it gets)',
    phases.creatingOrder,
    events.left,
    phases.ready,
  ],
  // awaitingPayment
  [
    'a second submit while awaiting payment is ignored',
    phases.awaitingPayment,
    events.submit,
    'ignored',
  ],
  [
    'a failed attempt is shown, the window stays open',
    phases.awaitingPayment,
    events.attemptFailed,
    { ...phases.awaitingPayment, failure: 'Card declined.' },
  ],
  [
    'a captured payment is kept and verified',
    phases.awaitingPayment,
    events.paymentCaptured,
    { phase: 'verifying', kept: { ...kept, keptAt: expect.any(String) as string } },
  ],
  [
    'a closed window cancels',
    phases.awaitingPayment,
    events.windowClosed,
    { phase: 'ready', outcome: { kind: 'cancelled' } },
  ],
  [
    'a window closed after a failed attempt says why',
    { ...phases.awaitingPayment, failure: 'Card declined.' },
    events.windowClosed,
    { phase: 'ready', outcome: { kind: 'paymentFailed', description: 'Card declined.' } },
  ],
  [
    'leaving the checkout closes the window (the flow does)',
    phases.awaitingPayment,
    events.left,
    { phase: 'ready', outcome: { kind: 'cancelled' } },
  ],
  [
    'Razorpay refusing a paid order holds payments back instead of "try again"',
    phases.awaitingPayment,
    { type: 'alreadyPaid', check: true },
    heldBy({ ...uncertain, userId: null }, true),
  ],
  [
    'a payment taken elsewhere is verified instead (the flow closes the window)',
    phases.awaitingPayment,
    events.restored,
    phases.verifying,
  ],
  // verifying
  ['a true verification is paid', phases.verifying, events.verified, phases.paid],
  [
    'a false verification holds payments back, naming the payment',
    phases.verifying,
    { type: 'verified', genuine: false },
    heldBy({ ...attempt('rejected', ''), paymentId: 'pay_1' }),
  ],
  [
    'a failed verification keeps the payment',
    phases.verifying,
    events.verifyErrored,
    phases.unverified,
  ],
  ['paid in another tab is paid', phases.verifying, events.settledElsewhere, phases.paid],
  ['a submit while verifying is ignored', phases.verifying, events.submit, 'ignored'],
  ['a check while verifying is ignored', phases.verifying, events.checkAgain, 'ignored'],
  ['leaving while verifying goes on verifying', phases.verifying, events.left, 'ignored'],
  // unverified
  ['a submit never pays again', phases.unverified, events.submit, 'ignored'],
  [
    'checking again verifies the same payment',
    phases.unverified,
    events.checkAgain,
    phases.verifying,
  ],
  ['paid in another tab is paid', phases.unverified, events.settledElsewhere, phases.paid],
  [
    'a late answer of an old verification is ignored',
    phases.unverified,
    events.verified,
    'ignored',
  ],
  ['another kept payment waits its turn', phases.unverified, events.restored, 'ignored'],
  ['leaving keeps the unverified payment', phases.unverified, events.left, 'ignored'],
  // paid
  ['a submit after paying is ignored', phases.paid, events.submit, 'ignored'],
  [
    'a false answer after paying is ignored',
    phases.paid,
    { type: 'verified', genuine: false },
    'ignored',
  ],
];

describe('the payment machine', () => {
  const rows = table.map(
    ([what, from, event, expected]) =>
      [`${from.phase} + ${event.type}: ${what}`, from, event, expected] as const,
  );
  it.each(rows)('%s', (_title, from, event, expected) => {
    const next = transition(from, event);
    if (expected === 'ignored') expect(next).toBe(from);
    else expect(next).toEqual(expected);
  });

  const everyPair = Object.values(phases).flatMap((from) =>
    [...Object.values(events), { type: 'verified', genuine: false } as const].map(
      (event) => [from, event] as const,
    ),
  );

  it('reaches paid only from a true verification, here or in another tab', () => {
    for (const [from, event] of everyPair) {
      if (from.phase === 'paid' || transition(from, event).phase !== 'paid') continue;
      expect(
        (event.type === 'verified' && event.genuine) ||
          (event.type === 'settledElsewhere' && event.paid !== null),
      ).toBe(true);
    }
  });

  it('creates no order while an attempt may have taken money, unless the shopper confirmed', () => {
    const holds = [uncertain, { ...attempt('rejected', ''), paymentId: 'pay_1' }];
    for (const from of [phases.ready, phases.held]) {
      for (const hold of holds) {
        for (const reusable of [undefined, attempt('unpaid', 'cart-1')]) {
          const next = transition(
            from,
            submitWith({ hold, reusable: hold === uncertain ? hold : reusable }),
          );
          if (next.phase === 'loadingScript') expect(next.reuse).toEqual(hold.order);
        }
        const forAnother = transition(
          from,
          submitWith({ hold }, false, { ...request, fingerprint: 'cart-9' }),
        );
        expect(forAnother.phase).toBe('held');
      }
    }
  });

  it('starts no payment once one is captured, until it is settled', () => {
    for (const from of [phases.verifying, phases.unverified, phases.paid]) {
      for (const event of Object.values(events)) {
        const next = transition(from, event);
        expect(['loadingScript', 'creatingOrder', 'awaitingPayment']).not.toContain(next.phase);
      }
    }
  });
});
