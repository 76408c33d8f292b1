import { MAX_NAME_LENGTH, MAX_RUPEES, MAX_SLUG_LENGTH } from '@/api/limits';
import { z } from '@/lib/zod';
import { storedList } from '@/lib/storage';

export const MAX_QUANTITY = 25;
export const MIN_QUANTITY = 1;
/** More distinct lines than any real cart holds; a stored cart beyond this is cut. */
export const MAX_CART_LINES = 200;

const cartItemSchema = z.lazy(() =>
  z.object({
    id: z.int(),
    name: z.string().check(z.maxLength(MAX_NAME_LENGTH)),
    price: z.number().check(z.nonnegative(), z.lte(MAX_RUPEES)),
    image: z.catch(z.string().check(z.maxLength(2000)), ''),
    slug: z.string().check(z.maxLength(MAX_SLUG_LENGTH)),
    // Clamped, as the security notes ask: a line edited to 30 is kept at 25, not dropped.
    quantity: z.pipe(
      z.int().check(z.gte(MIN_QUANTITY)),
      z.transform((quantity: number) => Math.min(quantity, MAX_QUANTITY)),
    ),
    /** The compare-at price (MRP) when it is above the price, for 'You save'. */
    mrp: z.catch(z.nullish(z.number().check(z.nonnegative())), null),
  }),
);
export type CartItem = z.infer<typeof cartItemSchema>;

/** Whether the cart could read this line back from storage: a line it could not is never added. */
export function isKeepableLine(line: CartItem) {
  return cartItemSchema.safeParse(line).success;
}
export type CartProduct = Omit<CartItem, 'quantity'>;

export type CartState = { items: CartItem[] };

export type CartAction =
  | { type: 'add'; products: CartProduct[]; quantity: number }
  | { type: 'setQuantity'; id: number; quantity: number }
  | { type: 'remove'; id: number }
  | { type: 'clear' }
  /** What a verified payment paid for; a line without a product id (an older record) is all. */
  | { type: 'takeOut'; paid: { id?: number; quantity: number }[] }
  | { type: 'replace'; items: CartItem[] };

function clampQuantity(quantity: number) {
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.trunc(quantity)));
}

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'add': {
      const items = [...state.items];
      const seen = new Set<number>();
      for (const product of action.products) {
        if (seen.has(product.id)) continue;
        seen.add(product.id);
        const index = items.findIndex((item) => item.id === product.id);
        if (index >= 0) {
          const existing = items[index]!;
          // The line takes the product as the shopper saw it now: a price changed since the
          // first add would otherwise stay, and the backend refuses an order at old prices.
          items[index] = {
            ...product,
            quantity: clampQuantity(existing.quantity + action.quantity),
          };
        } else {
          items.push({ ...product, quantity: clampQuantity(action.quantity) });
        }
      }
      return { items };
    }
    case 'setQuantity': {
      if (!Number.isFinite(action.quantity) || action.quantity < MIN_QUANTITY) return state;
      return {
        items: state.items.map((item) =>
          item.id === action.id ? { ...item, quantity: clampQuantity(action.quantity) } : item,
        ),
      };
    }
    case 'remove':
      return { items: state.items.filter((item) => item.id !== action.id) };
    case 'clear':
      return { items: [] };
    case 'takeOut': {
      if (action.paid.some((line) => line.id === undefined)) return { items: [] };
      // Only what was paid for: the shopper may have added more while it waited for verification.
      const items = state.items.map((item) => {
        const paid = action.paid.find((line) => line.id === item.id)?.quantity ?? 0;
        return { ...item, quantity: item.quantity - paid };
      });
      return { items: items.filter((item) => item.quantity >= MIN_QUANTITY) };
    }
    case 'replace':
      return { items: action.items };
  }
}

export function cartCount(items: CartItem[]) {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** Sum of price × quantity, rounded to paise. */
export function cartTotal(items: CartItem[]) {
  return Math.round(items.reduce((sum, item) => sum + item.price * item.quantity, 0) * 100) / 100;
}

/** Keeps each valid stored line (first of each id) of the first MAX_CART_LINES, drops the rest. */
export const storedCartSchema = storedList(MAX_CART_LINES, (entries) => {
  const items: CartItem[] = [];
  const ids = new Set<number>();
  for (const candidate of entries) {
    const parsed = cartItemSchema.safeParse(candidate);
    if (!parsed.success || ids.has(parsed.data.id)) continue;
    ids.add(parsed.data.id);
    items.push(parsed.data);
  }
  return items;
});
