import { MAX_RUPEES } from '@/api/limits';
import { z } from '@/lib/zod';

/**
 * A line of a receipt, as a kept payment holds it too. A module of its own: the kept payments
 * are read on every page, the receipts (and their storage) only where they are shown.
 */
export const receiptItemSchema = z.lazy(() =>
  z.object({
    /** The product's id, to take the paid lines out of the cart; records before it lack one. */
    id: z.optional(z.int()),
    name: z.string().check(z.maxLength(500)),
    price: z.number().check(z.nonnegative(), z.lte(MAX_RUPEES)),
    quantity: z.int().check(z.positive(), z.lte(1000)),
  }),
);
export type ReceiptItem = z.infer<typeof receiptItemSchema>;
