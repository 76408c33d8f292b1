import { z } from '@/lib/zod';
import { readStored, removeStored, safeSessionStorage, writeStored } from '@/lib/storage';
import { receiptItemSchema } from '@/stores/receipts';

const KEY = 'pendingOrder';

const pendingOrderSchema = z.object({
  /** The payload the order was created from: a retry with the same cart and address reuses the order. */
  fingerprint: z.string(),
  order: z.object({
    id: z.string(),
    amount: z.number(),
    currency: z.string(),
    order_id: z.string(),
    order_token: z.string(),
  }),
  /** Set once Razorpay reported a payment; it is verified (again, after a reload) before anything else. */
  payment: z.optional(
    z.object({
      razorpay_payment_id: z.string(),
      razorpay_order_id: z.string(),
      razorpay_signature: z.string(),
    }),
  ),
  /** What is being paid for, for the receipt kept on this device; never a reason to lose the rest. */
  items: z.catch(z.optional(z.array(receiptItemSchema)), undefined),
});

export type PendingOrder = z.infer<typeof pendingOrderSchema>;

/**
 * The order being paid for, kept for this tab's session from the moment it is created, so a
 * reload, Back or a dropped connection never creates a second order or loses a payment.
 */
export const pendingOrder = {
  read: () => readStored(KEY, z.nullable(pendingOrderSchema), null, safeSessionStorage()),
  write: (value: PendingOrder) => writeStored(KEY, value, safeSessionStorage()),
  clear: () => removeStored(KEY, safeSessionStorage()),
};
