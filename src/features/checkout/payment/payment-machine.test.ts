import type { CreatedOrder } from '@/api/schemas';
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
const unpaid = { fingerprint: 'cart-1', order };

const phases = {
  ready: initialPaymentState,
  loadingScript: { phase: 'loadingScript', request, reuse: null },
  creatingOrder: { phase: 'creatingOrder', request },
  awaitingPayment: { phase: 'awaitingPayment', request, order, failure: null },
  verifying: { phase: 'verifying', kept },
  unverified: { phase: 'unverified', kept },
  paid: { phase: 'paid', paid },
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
  paymentCaptured: { type: 'paymentCaptured', payment },
  windowClosed: { type: 'windowClosed' },
  verified: { type: 'verified', genuine: true },
  verifyErrored: { type: 'verifyErrored' },
  checkAgain: { type: 'checkAgain' },
  restored: { type: 'restored', kept },
  settledElsewhere: { type: 'settledElsewhere', paid },
  dismissNotice: { type: 'dismissNotice' },
  left: { type: 'left' },
} satisfies { [Type in PaymentEvent['type']]: Extract<PaymentEvent, { type: Type }> };

const rejected: PaymentState = {
  phase: 'ready',
  outcome: { kind: 'rejected', kept },
  unpaid: null,
};

/** [what happens, from, event, the next state, or 'ignored' when the state must stay the same]. */
const table: [string, PaymentState, PaymentEvent, PaymentState | 'ignored'][] = [
  // ready
  ['submit starts loading the script', phases.ready, events.submit, phases.loadingScript],
  [
    'submit of the same cart after a closed window reuses its unpaid order',
    { phase: 'ready', outcome: { kind: 'cancelled' }, unpaid },
    events.submit,
    { phase: 'loadingScript', request, reuse: order },
  ],
  [
    'submit of another cart creates a new order',
    { phase: 'ready', outcome: null, unpaid: { ...unpaid, fingerprint: 'cart-2' } },
    events.submit,
    phases.loadingScript,
  ],
  [
    'an expired session is said before any order',
    phases.ready,
    events.sessionExpired,
    { phase: 'ready', outcome: { kind: 'sessionExpired' }, unpaid: null },
  ],
  ['a kept payment found in storage is verified', phases.ready, events.restored, phases.verifying],
  [
    'dismissing a notice keeps the unpaid order',
    { phase: 'ready', outcome: { kind: 'cancelled' }, unpaid },
    events.dismissNotice,
    { phase: 'ready', outcome: null, unpaid },
  ],
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
    { phase: 'ready', outcome: { kind: 'scriptFailed' }, unpaid: null },
  ],
  [
    'a failed script keeps the reused order for the next try',
    { phase: 'loadingScript', request, reuse: order },
    events.scriptFailed,
    { phase: 'ready', outcome: { kind: 'scriptFailed' }, unpaid },
  ],
  ['a second submit while loading is ignored', phases.loadingScript, events.submit, 'ignored'],
  [
    'leaving the checkout while loading opens no window, and keeps a reused order',
    { phase: 'loadingScript', request, reuse: order },
    events.left,
    { phase: 'ready', outcome: null, unpaid },
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
    { phase: 'ready', outcome: { kind: 'orderFailed', message: 'Prices changed' }, unpaid: null },
  ],
  ['a second submit while creating is ignored', phases.creatingOrder, events.submit, 'ignored'],
  [
    'leaving the checkout while creating opens no window (the flow keeps the order it gets)',
    phases.creatingOrder,
    events.left,
    { phase: 'ready', outcome: null, unpaid: null },
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
    'a closed window cancels and keeps the unpaid order',
    phases.awaitingPayment,
    events.windowClosed,
    { phase: 'ready', outcome: { kind: 'cancelled' }, unpaid },
  ],
  [
    'a window closed after a failed attempt says why',
    { ...phases.awaitingPayment, failure: 'Card declined.' },
    events.windowClosed,
    { phase: 'ready', outcome: { kind: 'paymentFailed', description: 'Card declined.' }, unpaid },
  ],
  [
    'leaving the checkout closes the window (the flow does) and keeps the unpaid order',
    phases.awaitingPayment,
    events.left,
    { phase: 'ready', outcome: { kind: 'cancelled' }, unpaid },
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
    'a false verification is rejected, naming the payment',
    phases.verifying,
    { type: 'verified', genuine: false },
    rejected,
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

  it('starts no payment once one is captured, until it is settled', () => {
    for (const from of [phases.verifying, phases.unverified, phases.paid]) {
      for (const event of Object.values(events)) {
        const next = transition(from, event);
        expect(['loadingScript', 'creatingOrder', 'awaitingPayment']).not.toContain(next.phase);
      }
    }
  });
});
