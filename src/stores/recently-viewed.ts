import { z } from '@/lib/zod';
import { readStored, writeStored } from '@/lib/storage';

const KEY = 'recentlyViewed';
export const MAX_RECENTLY_VIEWED = 8;

const viewedSchema = z.object({
  id: z.number().int(),
  slug: z.string().max(500),
  name: z.string().max(500),
  price: z.number().finite().nonnegative(),
  image: z.string().max(2000).catch(''),
});
export type ViewedProduct = z.infer<typeof viewedSchema>;

const storedSchema = z
  .array(z.unknown())
  .catch([])
  .transform((raw) =>
    raw
      .map((item) => viewedSchema.safeParse(item))
      .flatMap((parsed) => (parsed.success ? [parsed.data] : []))
      .slice(0, MAX_RECENTLY_VIEWED),
  );

/** The last products opened on this device, newest first. */
export const recentlyViewed = {
  read: () => readStored(KEY, storedSchema, []),
  add(product: ViewedProduct) {
    const rest = recentlyViewed.read().filter((item) => item.id !== product.id);
    writeStored(KEY, [product, ...rest].slice(0, MAX_RECENTLY_VIEWED));
  },
};
