import { english } from '@tests/testing-library';
import fc from 'fast-check';
import { ApiError } from '@/api/client';
import { saysNotGenuine } from '@/api/payments';
import type { CreatedOrder, CreateOrderPayload, VerifyPaymentPayload } from '@/api/schemas';
import { messages } from '@/config/messages';
import { paymentAttempts } from '@/lib/payment-attempts';
import { receipts } from '@/lib/receipts';
import { codeLoaded, reloadOnce } from '@/lib/reload-once';
import { keptPayments } from './kept-payments';
import { createPaymentFlow, type PaymentFlow } from './payment-flow';
import { isBusy, type PaymentRequest } from './payment-machine';
import { paymentNotice } from './payment-messages';
import type { PaymentWindowListeners, RazorpayConstructor, RazorpaySuccess } from './razorpay';
import { forgetPaymentsVerifiedInThisTab } from './settle-payment';
import { sendsToken } from './use-verify-payment';
import { shopperAddress } from '@tests/order-fixtures';

/**
 * Model-based test of the payment: generated sequences of up to a dozen shopper, network and
 * browser events, run against the real flow (machine, storage, lock) with a fake backend and a
 * fake Razorpay. After every step the money invariants must hold. fast-check prints the seed
 * and the shortest failing sequence when one breaks.
 */

type Answer = 'ok' | 'drop';
/**
 * How verify-payment answers: genuine, the contract's no (2xx, `status: false`), a 4xx with
 * `status: false` (a backend's catch-all, a key rotated on the server), a 4xx of another shape,
 * a server error, or no answer.
 */
type VerifyAnswer = 'ok' | 'false' | '4xx' | '4xxOtherShape' | '5xx' | 'drop';

const failureOf = (answer: VerifyAnswer) => {
  switch (answer) {
    case 'false':
      return new ApiError('Not genuine', { kind: 'rejected', status: 200 });
    case '4xx':
      return new ApiError('Bad request', { kind: 'rejected', status: 400 });
    case '4xxOtherShape':
      return new ApiError('Bad request', { kind: 'unreachable', status: 400 });
    case '5xx':
      return new ApiError('Server error', { kind: 'unreachable', status: 503 });
    default:
      return new ApiError('Network', { kind: 'unreachable' });
  }
};

class World {
  orders: { order: CreatedOrder; captured: string[]; userId: number | null }[] = [];
  verifiedTrue = new Set<string>();
  rejected = new Set<string>();
  createMode: Answer | 'dropAfterCreate' | 'inRupees' = 'ok';
  verifyMode: VerifyAnswer = 'ok';
  /** Who is signed in on the device (null: a guest), and the shipping the form asks for. */
  shopper: number | null = 7;
  shipping: 50 | 150 = 50;
  /** Times the shopper said "I was not charged, pay again". */
  confirmations = 0;
  /**
   * Orders whose payment window was opened and never said how it ended (its handler, its
   * dismissal): money may have moved, and no other order may be created until the shopper
   * confirms. Razorpay's "already paid" keeps an order here: it is paid.
   */
  mayBePaid = new Set<string>();
  /** A verification answered not genuine since the shopper last confirmed. */
  rejectedSinceConfirmed = false;
  ordersCreatedWhileHeld = 0;
  /** Verify calls that carried the token of another shopper than the one who paid. */
  verifiedWithAnotherShoppersToken = 0;
  /** Payments the shopper's order list reported paid (the backend's webhook recorded them). */
  reportedByOrderList = new Set<string>();
  reloadsWhileMoneyMoved = 0;
  /** Payments completed in a window after the shopper had closed it. */
  lateCaptures = 0;
  scriptMode: Answer = 'ok';
  tokenExpired = false;
  ordersCreatedWithExpiredToken = 0;
  /** Orders created or payment windows opened while a captured payment was unsettled. */
  startedWhileUnsettled = 0;
  cartCleared = false;
  cartClearedBeforeVerification = false;
  timesCartCleared = 0;
  /** Once this device's storage refused a write: a closed tab then forgets what it held. */
  storageWasFull = false;
  /** Every report of a capture, so that a step can repeat one (a late duplicate). */
  reports: { listeners: PaymentWindowListeners; payment: RazorpaySuccess }[] = [];
  windows = new Map<Tab, { order_id: string; listeners: PaymentWindowListeners }>();
  /** Payments whose handler never ran: the tab was discarded while the shopper was in the UPI app. */
  unreported = new Set<string>();
  /** Windows the shopper closed: a UPI payment can still complete after that. */
  closedWindows: { order_id: string; listeners: PaymentWindowListeners }[] = [];
  tabs: Tab[] = [];
  /** Checkout pages the shopper left (their flows may still be at work). */
  leftPages: Tab[] = [];
  /** The shopper leaves the checkout while the next create-order is on its way. */
  leaveWhileCreating = false;

  /** Every payment Razorpay captured, with its order. */
  captures() {
    return this.orders.flatMap(({ order, captured }) =>
      captured.map((paymentId) => ({ order, paymentId })),
    );
  }

  report(listeners: PaymentWindowListeners, paymentId: string, orderId: string) {
    const payment = {
      razorpay_payment_id: paymentId,
      razorpay_order_id: orderId,
      razorpay_signature: `sig_${paymentId}`,
    };
    this.reports.push({ listeners, payment });
    listeners.onCaptured(payment);
  }

  /** What the checkout's form asks for now: another shipping or shopper is another request. */
  request(): PaymentRequest {
    const amount = 499 + this.shipping;
    return {
      ...request,
      payload: {
        ...request.payload,
        amount,
        shipping_price: this.shipping,
        user_id: this.shopper ?? undefined,
      },
      fingerprint: `cart-1 ${this.shipping} ${this.shopper}`,
    };
  }

  /** Every payment captured that this device heard of (its handler ran) and nobody settled. */
  unsettledHeard() {
    return this.unsettled().filter(({ paymentId }) => !this.unreported.has(paymentId));
  }

  /** The shopper goes to another page and back to the checkout: a new page, a new flow. */
  leaveCheckout() {
    const left = this.tabs[0];
    left.leave();
    this.leftPages.push(left);
    this.tabs[0] = new Tab(this);
  }

  isPaid(orderId: string) {
    return this.orders.some(({ order, captured }) => order.id === orderId && captured.length > 0);
  }

  unsettled() {
    return this.captures().filter(
      ({ paymentId }) =>
        !this.verifiedTrue.has(paymentId) &&
        !this.rejected.has(paymentId) &&
        !this.reportedByOrderList.has(paymentId),
    );
  }

  async createOrder(payload: CreateOrderPayload): Promise<CreatedOrder> {
    if (this.leaveWhileCreating) {
      this.leaveWhileCreating = false;
      this.leaveCheckout();
    }
    await Promise.resolve();
    if (this.createMode === 'drop') throw new Error('network');
    if (this.tokenExpired && payload.user_id !== undefined) this.ordersCreatedWithExpiredToken += 1;
    if (this.unsettledHeard().length > 0) this.startedWhileUnsettled += 1;
    if (this.mayBePaid.size > 0 || this.rejectedSinceConfirmed) this.ordersCreatedWhileHeld += 1;
    const n = this.orders.length + 1;
    const order: CreatedOrder = {
      id: `order_${n}`,
      amount: Math.round(payload.amount * (this.createMode === 'inRupees' ? 1 : 100)),
      currency: 'INR',
      order_id: `ORD${String(n).padStart(5, '0')}`,
      order_token: `token_${n}`,
    };
    this.orders.push({ order, captured: [], userId: payload.user_id ?? null });
    if (this.createMode === 'dropAfterCreate') throw new Error('answer lost');
    return order;
  }

  verifyCalls = 0;
  /** verify-payment as the checkout calls it: the same token rule, the same reading of its answers. */
  async verify(payload: VerifyPaymentPayload, shopper: number | null): Promise<boolean> {
    // A flow that verifies over and over would hold the test forever (its promises starve the
    // timers); this ends it with a failure instead.
    this.verifyCalls += 1;
    if (this.verifyCalls > 1000) throw new Error('verify-payment asked over and over');
    const sent = sendsToken(this.shopper, shopper);
    const entry = this.orders.find(({ order }) => order.order_token === payload.order_token);
    if (sent && entry && this.shopper !== entry.userId) {
      this.verifiedWithAnotherShoppersToken += 1;
    }
    await Promise.resolve();
    const genuine =
      entry?.order.id === payload.razorpay_order_id &&
      entry.captured.includes(payload.razorpay_payment_id) &&
      payload.razorpay_signature === `sig_${payload.razorpay_payment_id}`;
    if (this.verifyMode !== 'ok') {
      const failure = failureOf(this.verifyMode);
      if (!saysNotGenuine(failure)) throw failure;
    }
    if (genuine && this.verifyMode === 'ok') {
      this.verifiedTrue.add(payload.razorpay_payment_id);
      return true;
    }
    this.rejected.add(payload.razorpay_payment_id);
    this.rejectedSinceConfirmed = true;
    return false;
  }

  /** The signed-in shopper's order list, as the backend reconciled it by Razorpay's webhooks. */
  async findPaidOrder(orderNumber: string) {
    await Promise.resolve();
    if (this.shopper === null || this.tokenExpired) throw new Error('401');
    const entry = this.orders.find(
      ({ order, userId }) => order.order_id === orderNumber && userId === this.shopper,
    );
    const [paymentId] = entry?.captured ?? [];
    if (!entry || !paymentId) return null;
    this.reportedByOrderList.add(paymentId);
    this.mayBePaid.delete(entry.order.id);
    return { paymentId };
  }
}

/** Tabs still listening to storage; closed after each test so none outlives its world. */
const openTabs = new Set<Tab>();

class Tab {
  flow: PaymentFlow;
  private stopWatching: () => void;

  constructor(private world: World) {
    this.flow = createPaymentFlow();
    this.flow.connect({
      loadScript: async () => {
        if (world.scriptMode === 'drop') throw new Error('blocked');
        return class {} as unknown as RazorpayConstructor;
      },
      createOrder: (payload) => world.createOrder(payload),
      openWindow: (_Razorpay, request, listeners) => {
        // A window for an order already paid cannot take a second payment: Razorpay refuses it.
        if (world.unsettledHeard().length > 0 && !world.isPaid(request.order_id)) {
          world.startedWhileUnsettled += 1;
        }
        world.mayBePaid.add(request.order_id);
        const window = {
          order_id: request.order_id,
          listeners: {
            ...listeners,
            onCaptured: (payment: RazorpaySuccess) => {
              world.mayBePaid.delete(request.order_id);
              listeners.onCaptured(payment);
            },
            onClosed: () => {
              world.mayBePaid.delete(request.order_id);
              listeners.onClosed();
            },
          },
        };
        world.windows.set(this, window);
        return () => {
          if (world.windows.get(this) === window) world.windows.delete(this);
        };
      },
      verify: (payload, shopper) => world.verify(payload, shopper),
      findPaidOrder: (orderNumber) => world.findPaidOrder(orderNumber),
      onPaid: () => {
        if (world.verifiedTrue.size === 0 && world.reportedByOrderList.size === 0) {
          world.cartClearedBeforeVerification = true;
        }
        world.cartCleared = true;
        world.timesCartCleared += 1;
      },
      sessionActive: () => !world.tokenExpired,
      signedInAs: (userId) => world.shopper !== null && world.shopper === userId,
    });
    this.stopWatching = this.flow.watchStoredPayments();
    openTabs.add(this);
  }

  /** The tab is gone (closed, discarded, reloaded): so is its window, and what it held in memory. */
  close() {
    openTabs.delete(this);
    this.stopWatching();
    // Its page no longer holds off reloads: it is gone. 'left' ends the phase that held them.
    this.flow.send({ type: 'left' });
    this.world.windows.delete(this);
  }

  /** The checkout page unmounts, as `useCheckoutPayment` does it; the tab stays open. */
  leave() {
    this.stopWatching();
    this.flow.send({ type: 'left' });
  }
}

const request: PaymentRequest = {
  payload: {
    amount: 549,
    currency: 'INR',
    cart: [{ product_id: 1, product_name: 'Ashwagandha', price: 499, quantity: 1 }],
    user_id: 7,
    ...shopperAddress,
    shipping_price: 50,
  },
  description: '1 item from Veda Herbs',
  notes: { address: '12 MG Road' },
  items: [{ name: 'Ashwagandha', price: 499, quantity: 1 }],
  fingerprint: 'cart-1',
};

async function quiet(world: World) {
  for (let round = 0; round < 5; round += 1) {
    await Promise.all([...world.tabs, ...world.leftPages].map((tab) => tab.flow.settled()));
  }
}

function checkInvariants(world: World) {
  // At most one payment per order, and never a second payment while one is unsettled.
  expect(world.startedWhileUnsettled).toBe(0);
  for (const { captured } of world.orders) expect(captured.length).toBeLessThanOrEqual(1);
  expect(world.unsettledHeard().length).toBeLessThanOrEqual(1 + world.lateCaptures);
  // A second payment only once the shopper has said they were not charged (or paid a window
  // they had closed, which a UPI app may still complete).
  expect(world.captures().length - world.lateCaptures).toBeLessThanOrEqual(1 + world.confirmations);
  // No new order while an attempt may have taken money, or after a rejection, unconfirmed.
  expect(world.ordersCreatedWhileHeld).toBe(0);
  // Never 'Payment Successful' without a true verification of that very payment, or the
  // shopper's order list reporting it paid.
  for (const tab of world.tabs) {
    const state = tab.flow.getState();
    if (state.phase !== 'paid') continue;
    const { paymentId } = state.paid;
    expect(
      paymentId !== null &&
        (world.verifiedTrue.has(paymentId) || world.reportedByOrderList.has(paymentId)),
    ).toBe(true);
  }
  // The cart gives up what a payment paid for only after the backend said it is paid, and once
  // per payment: two orders paid (a closed window's UPI payment completing late, and the next
  // order's) take out their items twice, never a third time.
  expect(world.cartClearedBeforeVerification).toBe(false);
  const paidPayments = new Set([...world.verifiedTrue, ...world.reportedByOrderList]);
  if (world.cartCleared) expect(paidPayments.size).toBeGreaterThan(0);
  expect(world.timesCartCleared).toBeLessThanOrEqual(paidPayments.size);
  // Never 'not verified' unless the backend said so of that very payment.
  for (const tab of world.tabs) {
    const state = tab.flow.getState();
    if (state.phase === 'held' && state.attempt.status === 'rejected') {
      expect(world.rejected.has(state.attempt.paymentId!)).toBe(true);
    }
  }
  // A payment is verified with its own shopper's token or none.
  expect(world.verifiedWithAnotherShoppersToken).toBe(0);
  // The page is never reloaded while money is moving.
  expect(world.reloadsWhileMoneyMoved).toBe(0);
  // A captured payment is never forgotten before it is settled (if storage can keep it and this
  // device ever heard of it).
  if (!world.storageWasFull) {
    for (const { order, paymentId } of world.unsettled()) {
      if (world.unreported.has(paymentId)) continue;
      expect(keptPayments.find(order.order_token)?.payment.razorpay_payment_id).toBe(paymentId);
    }
  }
  // A payment verification rejected keeps its record on the device, marked (if storage can).
  if (!world.storageWasFull) {
    for (const paymentId of world.rejected) {
      if (world.verifiedTrue.has(paymentId) || world.reportedByOrderList.has(paymentId)) continue;
      const receipt = receipts.read().find((each) => each.paymentId === paymentId);
      expect(receipt?.rejected).toBe(true);
    }
  }
  // No payment window stays open, or opens, over a page other than the checkout.
  for (const left of world.leftPages) expect(world.windows.has(left)).toBe(false);
  // No order is created for a session whose token has expired.
  expect(world.ordersCreatedWithExpiredToken).toBe(0);
}

/** One event of the world; `allowed` says when a shopper could cause it. */
type Step = { act: (world: World) => void; allowed?: (world: World) => boolean };

const pick = (world: World, tab: number) => world.tabs[tab % world.tabs.length];

const submit = (tab: number): Step => ({
  act: (world) => pick(world, tab).flow.send({ type: 'submit', request: world.request() }),
  // The checkout offers no form once the cart is empty.
  allowed: (world) => !world.cartCleared,
});

/** A shopper signs in; each checkout page hears of it, as `useCheckoutPayment` does. */
function signIn(world: World, shopper: number) {
  world.shopper = shopper;
  world.tabs.forEach((tab) => tab.flow.followSession());
}

const steps = {
  'submit(tab 0)': submit(0),
  'submit(tab 1)': submit(1),
  doubleSubmit: {
    act: (world) => {
      const { flow } = pick(world, 0);
      flow.send({ type: 'submit', request: world.request() });
      flow.send({ type: 'submit', request: world.request() });
    },
    allowed: (world) => !world.cartCleared,
  },
  pay: {
    act: (world) => {
      for (const [tab, window] of world.windows) {
        const entry = world.orders.find(({ order }) => order.id === window.order_id)!;
        if (entry.captured.length > 0) {
          window.listeners.onAttemptFailed('This order has already been paid.', true);
          return;
        }
        const paymentId = `pay_${world.captures().length + 1}`;
        entry.captured.push(paymentId);
        world.windows.delete(tab);
        world.report(window.listeners, paymentId, window.order_id);
        return;
      }
    },
  },
  attemptFails: {
    act: (world) => {
      for (const window of world.windows.values()) {
        window.listeners.onAttemptFailed('Declined.', false);
      }
    },
  },
  dismissWindow: {
    act: (world) => {
      for (const [tab, window] of world.windows) {
        world.windows.delete(tab);
        world.closedWindows.push(window);
        window.listeners.onClosed();
      }
    },
  },
  captureAfterClose: {
    act: (world) => {
      const window = world.closedWindows.pop();
      const entry = world.orders.find(({ order }) => order.id === window?.order_id);
      if (!window || !entry || entry.captured.length > 0) return;
      const paymentId = `pay_${world.captures().length + 1}`;
      entry.captured.push(paymentId);
      world.lateCaptures += 1;
      world.report(window.listeners, paymentId, window.order_id);
    },
  },
  /**
   * The shopper pays in the UPI app and the phone discards the tab meanwhile: Razorpay captures
   * the payment, and no handler ever hears of it. The tab comes back as a fresh page.
   */
  'payInUpiApp+tabDiscarded': {
    act: (world) => {
      const tab = world.tabs[0];
      const window = world.windows.get(tab);
      const entry = world.orders.find(({ order }) => order.id === window?.order_id);
      if (!window || !entry || entry.captured.length > 0) return;
      const paymentId = `pay_${world.captures().length + 1}`;
      entry.captured.push(paymentId);
      world.unreported.add(paymentId);
      tab.close();
      world.tabs[0] = new Tab(world);
    },
    allowed: (world) => !world.storageWasFull,
  },
  /** The shopper goes to another page while the order is being created, and comes back. */
  'leaveWhileCreatingOrder(tab 0)': {
    act: (world) => {
      world.leaveWhileCreating = true;
      pick(world, 0).flow.send({ type: 'submit', request: world.request() });
    },
    allowed: (world) => !world.cartCleared,
  },
  /** The shopper goes to another page (the back button) whatever the checkout is doing. */
  'leaveCheckout(tab 0)': { act: (world) => world.leaveCheckout() },
  /** Razorpay calls the handler of a payment a second time, late. */
  duplicateCallback: {
    act: (world) => {
      const last = world.reports.at(-1);
      last?.listeners.onCaptured(last.payment);
    },
  },
  'storage:full': {
    act: (world) => {
      world.storageWasFull = true;
      // As a browser's quota does: nothing more fits, a shorter value still does.
      const setItem = Storage.prototype.setItem;
      vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
        this: Storage,
        key: string,
        value: string,
      ) {
        if (value.length > (this.getItem(key)?.length ?? 0)) {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        }
        setItem.call(this, key, value);
      });
    },
    // Tabs learn of each other's payments through storage alone (see reload below).
    allowed: (world) => world.tabs.length < 2,
  },
  /**
   * Storage blocked altogether for the visit (a privacy setting): every read and write throws.
   * From the start, as a browser's setting is: a record written before cannot be read back.
   */
  'storage:disabled': {
    act: (world) => {
      world.storageWasFull = true;
      const blocked = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
      vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
      vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(blocked);
    },
    allowed: (world) => world.orders.length === 0 && world.tabs.length < 2,
  },
  'storage:ok': { act: () => vi.restoreAllMocks() },
  /** The shopper changes the order (Express instead of Standard, or back): another request. */
  changeShipping: { act: (world) => (world.shipping = world.shipping === 50 ? 150 : 50) },
  /** Another shopper signs in on the device, or the first one again, or the shopper signs out. */
  'signIn(7)': { act: (world) => signIn(world, 7) },
  'signIn(8)': { act: (world) => signIn(world, 8) },
  signOut: { act: (world) => (world.shopper = null) },
  /** The shopper presses "I was not charged, pay again". */
  'payAgainConfirmed(tab 0)': {
    act: (world) => {
      const { flow } = pick(world, 0);
      const phase = flow.getState().phase;
      if (phase !== 'held' && phase !== 'ready') return;
      world.confirmations += 1;
      world.mayBePaid.clear();
      world.rejectedSinceConfirmed = false;
      flow.send({ type: 'submit', request: world.request(), confirmed: true });
    },
    allowed: (world) => !world.cartCleared,
  },
  'checkOrders(tab 0)': { act: (world) => pick(world, 0).flow.send({ type: 'checkAgain' }) },
  /**
   * A chunk fails to load (a deploy mid-visit): the page reloads as entry.client.tsx has it, unless
   * money is moving. A reload that happens is played as one.
   */
  chunkFails: {
    act: (world) => {
      codeLoaded();
      let reloaded = false;
      reloadOnce(() => (reloaded = true));
      if (!reloaded) return;
      const moving = [...world.tabs, ...world.leftPages].some((tab) => isBusy(tab.flow.getState()));
      if (moving) world.reloadsWhileMoneyMoved += 1;
      world.tabs[0].close();
      world.tabs[0] = new Tab(world);
    },
    allowed: (world) => !world.storageWasFull,
  },
  'checkAgain(tab 0)': { act: (world) => pick(world, 0).flow.send({ type: 'checkAgain' }) },
  'checkAgain(tab 1)': { act: (world) => pick(world, 1).flow.send({ type: 'checkAgain' }) },
  'createOrder:ok': { act: (world) => (world.createMode = 'ok') },
  'createOrder:drop': { act: (world) => (world.createMode = 'drop') },
  'createOrder:dropAfterCreate': { act: (world) => (world.createMode = 'dropAfterCreate') },
  'verify:ok': { act: (world) => (world.verifyMode = 'ok') },
  'verify:drop': { act: (world) => (world.verifyMode = 'drop') },
  'verify:false': { act: (world) => (world.verifyMode = 'false') },
  'verify:4xx': { act: (world) => (world.verifyMode = '4xx') },
  'verify:4xxOtherShape': { act: (world) => (world.verifyMode = '4xxOtherShape') },
  'verify:5xx': { act: (world) => (world.verifyMode = '5xx') },
  'script:ok': { act: (world) => (world.scriptMode = 'ok') },
  'script:drop': { act: (world) => (world.scriptMode = 'drop') },
  // Once storage has refused a write, a new tab cannot know what an old one held in memory, nor
  // two open tabs what the other took: each tab keeps its own payments safe.
  'reload(tab 0)': {
    act: (world) => {
      world.tabs[0].close();
      world.tabs[0] = new Tab(world);
    },
    allowed: (world) => !world.storageWasFull,
  },
  closeTabAndReopen: {
    act: (world) => {
      world.tabs.forEach((tab) => tab.close());
      world.tabs = [new Tab(world)];
    },
    allowed: (world) => !world.storageWasFull,
  },
  openSecondTab: {
    act: (world) => world.tabs.push(new Tab(world)),
    allowed: (world) => world.tabs.length < 2 && !world.storageWasFull,
  },
  tokenExpires: { act: (world) => (world.tokenExpired = true) },
} satisfies Record<string, Step>;

type StepName = keyof typeof steps;

async function perform(world: World, name: StepName) {
  steps[name].act(world);
  await quiet(world);
  checkInvariants(world);
}

afterEach(() => {
  openTabs.forEach((tab) => tab.close());
  vi.restoreAllMocks();
});

// Web Locks as browsers have them, shared by the world's tabs (one realm here, as the tabs of
// one origin share the browser's lock manager). The fallback without them has its own test.
beforeAll(() => {
  const held = new Map<string, Promise<unknown>>();
  const request = (name: string, work: () => Promise<unknown>) => {
    const run = (held.get(name) ?? Promise.resolve()).then(work, work);
    held.set(
      name,
      run.catch(() => undefined),
    );
    return run;
  };
  Object.defineProperty(navigator, 'locks', { configurable: true, value: { request } });
});
afterAll(() => {
  Reflect.deleteProperty(navigator, 'locks');
});

function startWorld() {
  openTabs.forEach((tab) => tab.close());
  vi.restoreAllMocks();
  keptPayments.read().forEach((kept) => keptPayments.forget(kept.order.order_token));
  receipts.clear();
  forgetPaymentsVerifiedInThisTab();
  paymentAttempts.clear();
  codeLoaded();
  const world = new World();
  world.tabs = [new Tab(world)];
  return world;
}

/** Plays the named steps in order, checking the invariants after each. */
async function play(...names: StepName[]) {
  const world = startWorld();
  for (const name of names) await perform(world, name);
  return world;
}

const command = (name: StepName): fc.AsyncCommand<World, World> => ({
  check: (world) => (steps[name] as Step).allowed?.(world) ?? true,
  run: (_model, world) => perform(world, name),
  toString: () => name,
});

// The shopper's own steps and a failing verification weigh more, so that generated runs
// reach the deep phases (a payment taken, its verification cut off) often.
const weighted: StepName[] = [
  ...(Object.keys(steps) as StepName[]),
  ...['submit(tab 0)', 'pay', 'verify:drop'].flatMap((name) =>
    Array<StepName>(3).fill(name as StepName),
  ),
];
const commands = weighted.map((name) => fc.constant(command(name)));

const RUNS = 2000;
const MAX_STEPS = 16;

describe('the payment, step by step', () => {
  it('pays once, verifies and empties the cart', async () => {
    const world = await play('submit(tab 0)', 'pay');
    expect(world.tabs[0].flow.getState().phase).toBe('paid');
    expect(world.cartCleared).toBe(true);
    expect(keptPayments.read()).toEqual([]);
  });

  it('after a failed verification offers only a check, which settles the same payment', async () => {
    const world = await play('verify:drop', 'submit(tab 0)', 'pay', 'submit(tab 0)');
    expect(world.tabs[0].flow.getState().phase).toBe('unverified');
    expect(world.orders).toHaveLength(1);
    await perform(world, 'verify:ok');
    await perform(world, 'checkAgain(tab 0)');
    expect(world.tabs[0].flow.getState().phase).toBe('paid');
  });

  it('verifies a kept payment after the tab was closed, instead of paying again', async () => {
    const world = await play('verify:drop', 'submit(tab 0)', 'pay', 'verify:ok');
    await perform(world, 'closeTabAndReopen');
    expect(world.tabs[0].flow.getState().phase).toBe('paid');
    expect(world.captures()).toHaveLength(1);
  });

  it('a second tab refuses to start a payment while the first tab holds an unverified one', async () => {
    const world = await play('verify:drop', 'submit(tab 0)', 'pay', 'openSecondTab');
    await perform(world, 'submit(tab 1)');
    expect(world.orders).toHaveLength(1);
    expect(world.tabs[1].flow.getState().phase).toBe('unverified');
  });

  it('a tab whose kept payment another tab found not genuine says so, naming the payment', async () => {
    const world = await play(
      'verify:drop',
      'submit(tab 0)',
      'pay',
      'openSecondTab',
      'verify:false',
    );
    await perform(world, 'checkAgain(tab 1)');
    for (const tab of world.tabs) {
      const state = tab.flow.getState();
      expect(state).toMatchObject({ phase: 'held', attempt: { status: 'rejected' } });
      expect(paymentNotice(state)).toBe(
        `${english._(messages.paymentNotVerified)} Razorpay reported this payment taken, and the shop could not confirm it. Order ORD00001, payment pay_1: quote both to our support team.`,
      );
    }
  });

  it('a payment taken in one tab closes the window another tab has open for the same cart', async () => {
    const world = await play('openSecondTab', 'submit(tab 0)', 'submit(tab 1)', 'pay');
    expect(world.windows.size).toBe(0);
    await perform(world, 'pay');
    expect(world.captures()).toHaveLength(1);
    for (const tab of world.tabs) expect(tab.flow.getState().phase).toBe('paid');
  });

  it('a payment completing late in a closed window closes the window reopened for that order', async () => {
    const world = await play(
      'submit(tab 0)',
      'dismissWindow',
      'submit(tab 0)',
      'captureAfterClose',
    );
    expect(world.windows.size).toBe(0);
    await perform(world, 'pay');
    expect(world.captures()).toHaveLength(1);
    expect(world.tabs[0].flow.getState().phase).toBe('paid');
  });

  it('a payment this device could not keep (storage full) is still verified, not called failed', async () => {
    const world = await play('storage:full', 'submit(tab 0)', 'pay');
    expect(world.tabs[0].flow.getState().phase).toBe('paid');
    expect(world.verifiedTrue.size).toBe(1);
  });

  it('a payment storage cannot keep is verified by the next checkout page of the tab, not paid again', async () => {
    const world = await play('verify:drop', 'submit(tab 0)', 'storage:full', 'pay');
    expect(world.tabs[0].flow.getState().phase).toBe('unverified');
    await perform(world, 'leaveCheckout(tab 0)');
    await perform(world, 'submit(tab 0)');
    expect(world.orders).toHaveLength(1);
    expect(world.tabs[0].flow.getState().phase).toBe('unverified');
    await perform(world, 'verify:ok');
    await perform(world, 'checkAgain(tab 0)');
    expect(world.tabs[0].flow.getState().phase).toBe('paid');
  });

  it('a payment completing late in a closed window is verified, even when storage cannot keep it', async () => {
    const world = await play('storage:full', 'submit(tab 0)', 'dismissWindow', 'captureAfterClose');
    expect(world.tabs[0].flow.getState().phase).toBe('paid');
    await perform(world, 'submit(tab 0)');
    expect(world.orders).toHaveLength(1);
  });

  it('a late payment storage cannot keep, heard by a page left and the next, empties the cart once', async () => {
    const world = await play(
      'submit(tab 0)',
      'dismissWindow',
      'storage:full',
      'leaveCheckout(tab 0)',
      'captureAfterClose',
    );
    expect(world.verifiedTrue.size).toBe(1);
    expect(world.timesCartCleared).toBe(1);
    expect(world.tabs[0].flow.getState().phase).toBe('paid');
  });

  it("a closed window's late payment and the next order's, both paid: each takes out its items once", async () => {
    const world = await play(
      'submit(tab 1)',
      'signIn(8)',
      'dismissWindow',
      'submit(tab 0)',
      'payInUpiApp+tabDiscarded',
      'captureAfterClose',
    );
    expect(world.captures()).toHaveLength(2);
    expect(world.timesCartCleared).toBe(2);
  });

  it("a guest's tab discarded mid-payment: the same request reopens that order, which Razorpay refuses as paid", async () => {
    const world = await play('signOut', 'submit(tab 0)', 'payInUpiApp+tabDiscarded');
    expect(paymentNotice(world.tabs[0].flow.getState())).toBe(
      'Your payment for ORD00001 may have gone through. Check your UPI app or bank before paying again.',
    );
    await perform(world, 'submit(tab 0)');
    expect(world.orders).toHaveLength(1);
    expect(world.windows.get(world.tabs[0])?.order_id).toBe(world.orders[0].order.id);
    await perform(world, 'pay');
    expect(world.captures()).toHaveLength(1);
    expect(world.tabs[0].flow.getState()).toMatchObject({ phase: 'held', refusals: 0 });
    expect(world.windows.size).toBe(0);
  });

  it('a changed order after a discarded tab creates nothing until the shopper says they were not charged', async () => {
    const world = await play('signOut', 'submit(tab 0)', 'payInUpiApp+tabDiscarded');
    await perform(world, 'changeShipping');
    await perform(world, 'submit(tab 0)');
    expect(world.orders).toHaveLength(1);
    expect(world.tabs[0].flow.getState()).toMatchObject({ phase: 'held', refusals: 1 });
    await perform(world, 'payAgainConfirmed(tab 0)');
    expect(world.orders).toHaveLength(2);
    expect(world.windows.get(world.tabs[0])?.order_id).toBe('order_2');
  });

  it("a signed-in shopper's discarded tab is settled by their order list: paid, never paid again", async () => {
    const world = await play('submit(tab 0)', 'payInUpiApp+tabDiscarded');
    expect(world.tabs[0].flow.getState()).toMatchObject({
      phase: 'paid',
      paid: { orderId: 'ORD00001', paymentId: 'pay_1' },
    });
    expect(world.timesCartCleared).toBe(1);
    expect(paymentAttempts.read()).toEqual([]);
  });

  it('a shopper who signs in on a held checkout is settled from their order list', async () => {
    const world = await play('submit(tab 0)', 'signOut', 'payInUpiApp+tabDiscarded');
    expect(world.tabs[0].flow.getState()).toMatchObject({ phase: 'held', checking: false });
    await perform(world, 'signIn(8)');
    expect(world.tabs[0].flow.getState()).toMatchObject({ phase: 'held', checking: false });
    await perform(world, 'signIn(7)');
    expect(world.tabs[0].flow.getState()).toMatchObject({ phase: 'paid' });
    expect(world.timesCartCleared).toBe(1);
  });

  it('asks the order list again on request', async () => {
    const world = await play('submit(tab 0)', 'reload(tab 0)');
    // Not paid when the page came back: the hold stays.
    expect(world.tabs[0].flow.getState()).toMatchObject({ phase: 'held', checking: false });
    // Paid meanwhile in the UPI app; the backend's webhook recorded it.
    world.orders[0].captured.push('pay_elsewhere');
    world.unreported.add('pay_elsewhere');
    await perform(world, 'checkOrders(tab 0)');
    expect(world.tabs[0].flow.getState()).toMatchObject({ phase: 'paid' });
  });

  it('a rejected payment holds the cart back from the main button, whatever the answer was', async () => {
    const world = await play('verify:false', 'submit(tab 0)', 'pay', 'verify:ok', 'submit(tab 0)');
    expect(world.orders).toHaveLength(1);
    expect(world.tabs[0].flow.getState()).toMatchObject({ phase: 'held', refusals: 1 });
    await perform(world, 'reload(tab 0)');
    expect(world.tabs[0].flow.getState()).toMatchObject({ phase: 'held' });
    await perform(world, 'payAgainConfirmed(tab 0)');
    expect(world.orders).toHaveLength(2);
  });

  it.each(['verify:4xx', 'verify:4xxOtherShape', 'verify:5xx', 'verify:drop'] as const)(
    'after %s the payment stays unverified, to be asked again, never rejected',
    async (answer) => {
      const world = await play(answer, 'submit(tab 0)', 'pay');
      expect(world.tabs[0].flow.getState().phase).toBe('unverified');
      expect(world.rejected.size).toBe(0);
    },
  );

  it('a payment kept by one shopper is verified without the token of the next', async () => {
    const world = await play('verify:drop', 'submit(tab 0)', 'pay', 'signIn(8)', 'verify:ok');
    await perform(world, 'checkAgain(tab 0)');
    expect(world.tabs[0].flow.getState().phase).toBe('paid');
  });

  it('a chunk failing while the payment window is open reloads nothing', async () => {
    const world = await play('submit(tab 0)', 'chunkFails');
    expect(world.windows.size).toBe(1);
    await perform(world, 'pay');
    await perform(world, 'chunkFails');
    expect(world.tabs[0].flow.getState().phase).toBe('ready');
  });

  it('opens no window over another page when the shopper leaves mid-order, and pays that order on return', async () => {
    const world = await play('leaveWhileCreatingOrder(tab 0)');
    expect(world.orders).toHaveLength(1);
    expect(world.windows.size).toBe(0);
    await perform(world, 'submit(tab 0)');
    expect(world.orders).toHaveLength(1);
    expect(world.windows.get(world.tabs[0])?.order_id).toBe(world.orders[0].order.id);
    await perform(world, 'pay');
    expect(world.tabs[0].flow.getState().phase).toBe('paid');
  });

  it('closes the payment window when the shopper leaves the checkout', async () => {
    const world = await play('submit(tab 0)', 'leaveCheckout(tab 0)', 'submit(tab 0)');
    expect(world.orders).toHaveLength(1);
    expect([...world.windows.keys()]).toEqual([world.tabs[0]]);
  });

  it('reuses the order a dismissed window left unpaid after a reload, and forgets it once paid', async () => {
    const world = await play('submit(tab 0)', 'dismissWindow', 'reload(tab 0)', 'submit(tab 0)');
    expect(world.orders).toHaveLength(1);
    await perform(world, 'pay');
    expect(paymentAttempts.read()).toEqual([]);
    expect(world.tabs[0].flow.getState().phase).toBe('paid');
  });

  it('a late second callback of a settled payment changes nothing', async () => {
    const world = await play('submit(tab 0)', 'pay', 'duplicateCallback');
    expect(world.tabs[0].flow.getState().phase).toBe('paid');
    expect(keptPayments.read()).toEqual([]);
    expect(world.timesCartCleared).toBe(1);
  });

  it('opens no payment window for an order made for another amount', async () => {
    const world = startWorld();
    world.createMode = 'inRupees';
    await perform(world, 'submit(tab 0)');
    expect(world.windows.size).toBe(0);
    expect(paymentNotice(world.tabs[0].flow.getState())).toBe(
      english._(messages.createOrderFailed),
    );
  });

  it('an expired token stops the payment before any order exists', async () => {
    const world = await play('tokenExpires', 'submit(tab 0)');
    expect(world.orders).toHaveLength(0);
    expect(world.tabs[0].flow.getState()).toMatchObject({
      phase: 'ready',
      outcome: { kind: 'sessionExpired' },
    });
  });
});

describe('the payment under generated sequences of events', () => {
  it(`keeps every money invariant (${RUNS} sequences of up to ${MAX_STEPS} events)`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.commands(commands, { maxCommands: MAX_STEPS, size: '+1' }),
        async (sequence) => {
          const world = startWorld();
          await fc.asyncModelRun(() => ({ model: world, real: world }), sequence);
        },
      ),
      { numRuns: RUNS, verbose: 1 },
    );
  });
});
