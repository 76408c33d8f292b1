import { useSyncExternalStore } from 'react';
import { z } from '@/lib/zod';
import {
  onStoredChange,
  readStored,
  removeStored,
  safeLocalStorage,
  writeStored,
} from '@/lib/storage';

const KEY = 'receipts';
export const MAX_RECEIPTS = 50;

export const receiptItemSchema = z.object({
  name: z.string().max(500),
  price: z.number().finite().nonnegative(),
  quantity: z.number().int().positive().max(1000),
});
export type ReceiptItem = z.infer<typeof receiptItemSchema>;

const receiptSchema = z.object({
  /** The shop's order number (ORD00012), as the account's order list shows it. */
  orderId: z.string().min(1).max(100),
  paymentId: z.string().max(200),
  /** Rupees. */
  amount: z.number().finite().nonnegative(),
  /** When the payment was verified (ISO). */
  date: z.iso.datetime({ offset: true }),
  items: z.array(receiptItemSchema).max(200).catch([]),
});
export type Receipt = z.infer<typeof receiptSchema>;

const storedSchema = z
  .array(z.unknown())
  .catch([])
  .transform((raw) =>
    raw
      .map((entry) => receiptSchema.safeParse(entry))
      .flatMap((parsed) => (parsed.success ? [parsed.data] : []))
      .slice(0, MAX_RECEIPTS),
  );

const listeners = new Set<() => void>();

function write(list: Receipt[]) {
  if (list.length === 0) removeStored(KEY);
  else writeStored(KEY, list.slice(0, MAX_RECEIPTS));
  listeners.forEach((listener) => listener());
}

/** Receipts of payments verified in this browser, newest first; they never leave the device. */
export const receipts = {
  read: () => readStored(KEY, storedSchema, []),
  add(receipt: Receipt) {
    const rest = receipts.read().filter((kept) => kept.orderId !== receipt.orderId);
    write([receipt, ...rest]);
  },
  remove(orderId: string) {
    write(receipts.read().filter((kept) => kept.orderId !== orderId));
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

// useSyncExternalStore needs the same array while the stored text is unchanged.
let snapshot: { raw: string | null | undefined; list: Receipt[] } | null = null;

function currentReceipts() {
  let raw: string | null | undefined;
  try {
    raw = safeLocalStorage()?.getItem(KEY);
  } catch {
    raw = undefined;
  }
  if (!snapshot || snapshot.raw !== raw) snapshot = { raw, list: receipts.read() };
  return snapshot.list;
}

const noReceipts: Receipt[] = [];

/** The receipts on this device, kept up to date when they change here or in another tab. */
export function useReceipts() {
  return useSyncExternalStore(subscribe, currentReceipts, () => noReceipts);
}
