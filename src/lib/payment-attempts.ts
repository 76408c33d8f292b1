import { storedOrderSchema, type CreatedOrder } from '@/api/schemas';
import { MAX_PROVIDER_ID_LENGTH } from '@/api/limits';
import { receiptItemSchema, type ReceiptItem } from '@/lib/receipt-item';
import { onStoredChange, readStored, removeStored, storedList, writeStored } from '@/lib/storage';
import { z } from '@/lib/zod';

const KEY = 'paymentAttempts';
/** Orders never opened, or closed unpaid, beyond this many are forgotten, oldest first. */
const MAX_ATTEMPTS = 10;

/**
 * - `unpaid`: created, and no payment window is open for it (never opened, or closed without a
 *   payment): the next checkout of the same request pays it again instead of creating another.
 * - `uncertain`: its payment window was opened and nothing has said how it ended. A phone may
 *   have discarded the tab while the shopper paid in a UPI app: it may be paid.
 * - `rejected`: Razorpay reported a payment for it and verify-payment answered it is not
 *   genuine. Money may have moved; support has to settle it.
 */
export type AttemptStatus = 'unpaid' | 'uncertain' | 'rejected';

export type PaymentAttempt = {
  /** A digest of the order's request (cart, address, shipping, shopper): the same request reuses it. */
  fingerprint: string;
  order: CreatedOrder;
  status: AttemptStatus;
  /** The lines it pays for: they leave the cart if the backend reports the order paid. */
  items: ReceiptItem[];
  /** The signed-in shopper it was created for; null for a guest. */
  userId: number | null;
  /** The payment verification rejected, to quote to support. */
  paymentId?: string;
};

const attemptSchema = z.lazy(() =>
  z.object({
    fingerprint: z.string().check(z.maxLength(100)),
    order: storedOrderSchema,
    status: z.enum(['unpaid', 'uncertain', 'rejected']),
    items: z.catch(z.array(receiptItemSchema).check(z.maxLength(200)), []),
    userId: z.catch(z.nullable(z.number()), null),
    paymentId: z.optional(z.string().check(z.maxLength(MAX_PROVIDER_ID_LENGTH))),
  }),
);

// Any number of uncertain or rejected attempts is bounded by the hold they put on new orders.
const storedSchema = storedList(MAX_ATTEMPTS * 2, (entries) =>
  entries
    .map((entry) => attemptSchema.safeParse(entry))
    .flatMap((parsed) => (parsed.success ? [parsed.data] : [])),
);

/** Attempts this tab could not store (storage full or blocked), for the rest of its life. */
let heldInMemory: PaymentAttempt[] | null = null;

const tokenOf = (attempt: PaymentAttempt) => attempt.order.order_token;

/** A hold on new orders: the shopper has to say they were not charged before paying again. */
const holdsPayments = (attempt: PaymentAttempt) => attempt.status !== 'unpaid';

function read(): PaymentAttempt[] {
  return heldInMemory ?? readStored(KEY, storedSchema, []);
}

function write(list: PaymentAttempt[]) {
  const holding = list.filter(holdsPayments);
  const unpaid = list.filter((attempt) => !holdsPayments(attempt)).slice(0, MAX_ATTEMPTS);
  const kept = list.filter((attempt) => holding.includes(attempt) || unpaid.includes(attempt));
  if (kept.length === 0) removeStored(KEY);
  else writeStored(KEY, kept);
  const stored = readStored(KEY, storedSchema, []);
  const storedAll = kept.every((attempt) =>
    stored.some((other) => tokenOf(other) === tokenOf(attempt) && other.status === attempt.status),
  );
  heldInMemory = storedAll ? null : kept;
}

/**
 * The orders this device created for payment, newest first, keyed by `order_token`, until a
 * payment for them is captured (then the kept payment takes over) or they are settled. In
 * localStorage, so a reload, a discarded tab or another tab finds them; nothing is dropped by
 * the device clock's age. They stay when a session ends (a shopper signing in again must not be
 * charged twice) and hold nothing personal: ids, the amount, the request's digest and the lines.
 */
export const paymentAttempts = {
  read,
  find: (orderToken: string) => read().find((attempt) => tokenOf(attempt) === orderToken),
  /** The unpaid or uncertain order of this very request, to pay again rather than create one. */
  reusableFor: (fingerprint: string) =>
    read().find((attempt) => attempt.fingerprint === fingerprint && attempt.status !== 'rejected'),
  /** The first attempt that holds new orders back (uncertain or rejected), if any. */
  hold: () => read().find(holdsPayments) ?? null,
  keep(attempt: PaymentAttempt) {
    write([attempt, ...read().filter((other) => tokenOf(other) !== tokenOf(attempt))]);
  },
  mark(orderToken: string, status: AttemptStatus) {
    const attempt = paymentAttempts.find(orderToken);
    if (attempt) paymentAttempts.keep({ ...attempt, status });
  },
  forget(orderToken: string) {
    write(read().filter((attempt) => tokenOf(attempt) !== orderToken));
  },
  /**
   * The shopper says they were not charged: nothing holds new orders back any more. An uncertain
   * order becomes unpaid (the same request still pays it, and Razorpay takes one payment per
   * order); a rejected one, whose payment was taken, is never offered again.
   */
  release() {
    write(
      read()
        .filter((attempt) => attempt.status !== 'rejected')
        .map((attempt) => ({ ...attempt, status: 'unpaid' as const })),
    );
  },
  subscribe: (onChange: () => void) => onStoredChange(KEY, onChange),
  clear() {
    heldInMemory = null;
    removeStored(KEY);
  },
};
