import { MAX_NAME_LENGTH, MAX_RUPEES, MAX_SLUG_LENGTH } from '@/api/limits';
import { z } from '@/lib/zod';
import { storedList } from '@/lib/storage';

export const MAX_WISHLIST_ITEMS = 200;

const wishlistItemSchema = z.lazy(() =>
  z.object({
    id: z.int(),
    name: z.string().check(z.maxLength(MAX_NAME_LENGTH)),
    price: z.number().check(z.nonnegative(), z.lte(MAX_RUPEES)),
    image: z.catch(z.string().check(z.maxLength(2000)), ''),
    slug: z.string().check(z.maxLength(MAX_SLUG_LENGTH)),
    /** The compare-at price (MRP) when the product is on sale. */
    oldPrice: z.catch(z.nullish(z.number().check(z.nonnegative())), null),
    rating: z.catch(z.nullish(z.number().check(z.gte(0), z.lte(5))), null),
  }),
);
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

/** Whether the wishlist could read this item back from storage: one it could not is never added. */
export function isKeepableItem(item: WishlistItem) {
  return wishlistItemSchema.safeParse(item).success;
}

export type WishlistState = { items: WishlistItem[] };

export type WishlistAction =
  | { type: 'add'; item: WishlistItem }
  | { type: 'remove'; id: number }
  | { type: 'replace'; items: WishlistItem[] };

export function wishlistReducer(state: WishlistState, action: WishlistAction): WishlistState {
  switch (action.type) {
    case 'add':
      if (!isKeepableItem(action.item)) return state;
      if (state.items.some((item) => item.id === action.item.id)) return state;
      return { items: [...state.items, action.item] };
    case 'remove':
      return { items: state.items.filter((item) => item.id !== action.id) };
    case 'replace':
      return { items: action.items };
  }
}

/** Keeps each valid stored item (first of each id) of the first MAX_WISHLIST_ITEMS. */
export const storedWishlistSchema = storedList(MAX_WISHLIST_ITEMS, (entries) => {
  const items: WishlistItem[] = [];
  const ids = new Set<number>();
  for (const candidate of entries) {
    const parsed = wishlistItemSchema.safeParse(candidate);
    if (!parsed.success || ids.has(parsed.data.id)) continue;
    ids.add(parsed.data.id);
    items.push(parsed.data);
  }
  return items;
});
