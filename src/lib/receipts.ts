import { useSyncExternalStore } from 'react';
import { z } from '@/lib/zod';
import {
  onStoredChange,
  readStored,
  removeStored,
  safeLocalStorage,
  storedList,
  writeStored,
} from '@/lib/storage';
import { MAX_ORDER_NUMBER_LENGTH, MAX_PROVIDER_ID_LENGTH } from '@/api/limits';
import { receiptItemSchema } from '@/lib/receipt-item';

const KEY = 'receipts';
export const MAX_RECEIPTS = 50;

const receiptSchema = z.lazy(() =>
  z.object({
    /** The shop's order number (ORD00012), as the account's order list shows it. */
    orderId: z.string().check(z.minLength(1), z.maxLength(MAX_ORDER_NUMBER_LENGTH)),
    /** Razorpay's payment id: what tells one receipt from another. */
    paymentId: z.string().check(z.minLength(1), z.maxLength(MAX_PROVIDER_ID_LENGTH)),
    /** Razorpay's order id (order_...), for support; older receipts lack it. */
    providerOrderId: z.optional(z.string().check(z.maxLength(MAX_PROVIDER_ID_LENGTH))),
    /** Rupees. */
    amount: z.number().check(z.nonnegative()),
    /** When the payment was verified (ISO). */
    date: z.iso.datetime({ offset: true }),
    items: z.catch(z.array(receiptItemSchema).check(z.maxLength(200)), []),
    /** The signed-in shopper who paid; null for a guest (and for receipts older than this). */
    userId: z.catch(z.nullable(z.number()), null),
    /**
     * Verify-payment answered that the payment is not genuine. Razorpay had reported it taken,
     * so its record stays here, for the shopper to quote to support.
     */
    rejected: z.optional(z.catch(z.boolean(), false)),
  }),
);
export type Receipt = z.infer<typeof receiptSchema>;

/** A receipt of a payment the backend verified (not one it rejected). */
export const isVerified = (receipt: Receipt) => !receipt.rejected;

const storedSchema = storedList(MAX_RECEIPTS, (entries) =>
  entries
    .map((entry) => receiptSchema.safeParse(entry))
    .flatMap((parsed) => (parsed.success ? [parsed.data] : [])),
);

const listeners = new Set<() => void>();

function write(list: Receipt[]) {
  if (list.length === 0) removeStored(KEY);
  else writeStored(KEY, list.slice(0, MAX_RECEIPTS));
  listeners.forEach((listener) => listener());
}

/**
 * Receipts of payments verified in this browser, and of those verification rejected, newest
 * first; they never leave the device. A receipt is one payment, known by Razorpay's payment id:
 * an order number may come again (a backend whose numbering restarts), a payment id never does.
 */
export const receipts = {
  read: () => readStored(KEY, storedSchema, []),
  add(receipt: Receipt) {
    const rest = receipts.read().filter((kept) => kept.paymentId !== receipt.paymentId);
    write([receipt, ...rest]);
  },
  remove(paymentId: string) {
    write(receipts.read().filter((kept) => kept.paymentId !== paymentId));
  },
  /**
   * A signed-in shopper's verified receipts leave the device with their session (their orders list
   * them). A rejected payment's receipt stays: the backend lists no payment for it, and it is the
   * only record of money Razorpay reported taken.
   */
  removeShoppers(userId: number) {
    write(receipts.read().filter((kept) => kept.userId !== userId || !isVerified(kept)));
  },
  clear: () => write([]),
};

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  const stopWatchingOtherTabs = onStoredChange(KEY, onChange);
  return () => {
    listeners.delete(onChange);
    stopWatchingOtherTabs();
  };
}

const noReceipts: Receipt[] = [];

// useSyncExternalStore needs the same array while the stored text is unchanged.
let snapshot: { raw: string | null | undefined; list: Receipt[] } | null = null;

function currentReceipts() {
  let raw: string | null | undefined;
  try {
    raw = safeLocalStorage()?.getItem(KEY);
  } catch {
    raw = undefined;
  }
  if (!snapshot || snapshot.raw !== raw) {
    const list = receipts.read();
    // None: the server snapshot's own array, so that hydration has nothing to render again.
    snapshot = { raw, list: list.length > 0 ? list : noReceipts };
  }
  return snapshot.list;
}

/** The receipts on this device, kept up to date when they change here or in another tab. */
export function useReceipts() {
  return useSyncExternalStore(subscribe, currentReceipts, () => noReceipts);
}
