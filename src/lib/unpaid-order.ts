import { storedOrderSchema, type CreatedOrder } from '@/api/schemas';
import { z } from '@/lib/zod';
import { readStored, removeStored, writeStored } from '@/lib/storage';

const KEY = 'unpaidOrder';
/** Long enough for a shopper to come back from a UPI app or an interrupted payment. */
const KEPT_FOR_MS = 24 * 60 * 60 * 1000;

export type UnpaidOrder = {
  /** A digest of the order's request (cart, address, shipping, shopper): the same request reuses it. */
  fingerprint: string;
  order: CreatedOrder;
};

const storedSchema = z.lazy(() =>
  z.nullable(
    z.object({
      fingerprint: z.string().check(z.maxLength(100_000)),
      order: storedOrderSchema,
      createdAt: z.iso.datetime({ offset: true }),
    }),
  ),
);

/**
 * The order whose payment window this device opened last, until a payment for it is captured.
 * A phone may discard the tab while the shopper pays in a UPI app, and then Razorpay never calls
 * back: a checkout of the same cart afterwards pays this order again, never a new one, and
 * Razorpay takes one payment per order. In localStorage, so a reload or another tab finds it; it
 * stays when a session ends (a shopper signing in again must not be charged twice), and holds
 * nothing personal: ids, the amount and the request's digest.
 */
export const unpaidOrder = {
  read(now = Date.now()): UnpaidOrder | null {
    const stored = readStored(KEY, storedSchema, null);
    if (!stored || !(now - Date.parse(stored.createdAt) < KEPT_FOR_MS)) return null;
    return { fingerprint: stored.fingerprint, order: stored.order };
  },
  keep({ fingerprint, order }: UnpaidOrder) {
    if (unpaidOrder.read()?.order.order_token === order.order_token) return;
    writeStored(KEY, { fingerprint, order, createdAt: new Date().toISOString() });
  },
  /** Its payment was captured: the order is paid (or about to be verified) and not offered again. */
  forget(orderToken: string) {
    const stored = readStored(KEY, storedSchema, null);
    if (stored?.order.order_token === orderToken) removeStored(KEY);
  },
  clear: () => removeStored(KEY),
};
