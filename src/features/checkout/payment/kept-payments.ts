import { useSyncExternalStore } from 'react';
import { storedOrderSchema } from '@/api/schemas';
import { z } from '@/lib/zod';
import {
  onStoredChange,
  readStored,
  removeStored,
  safeLocalStorage,
  writeStored,
} from '@/lib/storage';
import { receiptItemSchema } from '@/lib/receipt-item';
import type { KeptPayment } from './payment-machine';

const KEY = 'unverifiedPayments';
const MAX_KEPT = 10;

const keptPaymentSchema = z.lazy(() =>
  z.object({
    order: storedOrderSchema,
    payment: z.object({
      razorpay_payment_id: z.string().check(z.minLength(1), z.maxLength(200)),
      razorpay_order_id: z.string().check(z.minLength(1), z.maxLength(200)),
      razorpay_signature: z.string().check(z.minLength(1), z.maxLength(500)),
    }),
    items: z.catch(z.array(receiptItemSchema).check(z.maxLength(200)), []),
    userId: z.catch(z.nullable(z.number()), null),
    keptAt: z.iso.datetime({ offset: true }),
  }),
);

/** Built once: a schema of zod's costs more to make than to use (the layout reads this on every page). */
const storedSchema = z.pipe(
  z.catch(z.array(z.unknown()), []),
  z.transform((raw: unknown[]) =>
    raw
      .slice(0, MAX_KEPT)
      .map((entry) => keptPaymentSchema.safeParse(entry))
      .flatMap((parsed) => (parsed.success ? [parsed.data] : [])),
  ),
);

const listeners = new Set<() => void>();

const tokenOf = (kept: KeptPayment) => kept.order.order_token;
const readFromStorage = () => readStored(KEY, storedSchema, []);

/**
 * Payments storage could not keep (full, or blocked), held for the rest of this tab's life: the
 * next checkout page in this tab must still find them, or it would take a second payment while
 * the first is unverified. Other tabs cannot see them; each tab keeps its own safe.
 */
let heldInMemory: KeptPayment[] = [];
let heldVersion = 0;

function write(list: KeptPayment[]) {
  const kept = list.slice(0, MAX_KEPT);
  if (kept.length === 0) removeStored(KEY);
  else writeStored(KEY, kept);
  const stored = new Set(readFromStorage().map(tokenOf));
  heldInMemory = kept.filter((each) => !stored.has(tokenOf(each)));
  heldVersion += 1;
  listeners.forEach((listener) => listener());
}

/**
 * Payments Razorpay captured but the backend has not yet verified, newest first, keyed by the
 * order's `order_token`. In localStorage, not sessionStorage: a phone discards the tab while
 * the shopper is in the UPI app, and the record must outlive it until verification answers,
 * however long that takes: none is dropped by its age.
 */
export const keptPayments = {
  read() {
    const stored = readFromStorage();
    const held = heldInMemory.filter(
      (kept) => !stored.some((other) => tokenOf(other) === tokenOf(kept)),
    );
    return [...held, ...stored];
  },
  /** Kept in this tab's memory only (storage full or blocked): a reload would forget it. */
  inMemoryOnly: (orderToken: string) => heldInMemory.some((kept) => tokenOf(kept) === orderToken),
  find: (orderToken: string) => keptPayments.read().find((kept) => tokenOf(kept) === orderToken),
  keep(kept: KeptPayment) {
    const rest = keptPayments.read().filter((other) => tokenOf(other) !== tokenOf(kept));
    write([kept, ...rest]);
  },
  forget(orderToken: string) {
    write(keptPayments.read().filter((kept) => tokenOf(kept) !== orderToken));
  },
  subscribe(onChange: () => void) {
    listeners.add(onChange);
    const stopWatchingOtherTabs = onStoredChange(KEY, onChange);
    return () => {
      listeners.delete(onChange);
      stopWatchingOtherTabs();
    };
  },
};

const none: KeptPayment[] = [];

// useSyncExternalStore needs the same array while the stored text and those held are unchanged.
let snapshot: { raw: string | null | undefined; held: number; list: KeptPayment[] } | null = null;

function currentKeptPayments() {
  let raw: string | null | undefined;
  try {
    raw = safeLocalStorage()?.getItem(KEY);
  } catch {
    raw = undefined;
  }
  if (!snapshot || snapshot.raw !== raw || snapshot.held !== heldVersion) {
    const list = keptPayments.read();
    // None kept: the server snapshot's own array, so that hydration has nothing to render again.
    snapshot = { raw, held: heldVersion, list: list.length > 0 ? list : none };
  }
  return snapshot.list;
}

/** The unverified payments on this device, kept up to date here and from other tabs. */
export function useKeptPayments() {
  return useSyncExternalStore(keptPayments.subscribe, currentKeptPayments, () => none);
}
