import { MAX_RUPEES } from '@/api/limits';
import { z } from '@/lib/zod';
import { readStored, removeStored, storedList, writeStored } from '@/lib/storage';

const KEY = 'recentlyViewed';
export const MAX_RECENTLY_VIEWED = 8;

const viewedSchema = z.lazy(() =>
  z.object({
    id: z.int(),
    slug: z.string().check(z.maxLength(500)),
    name: z.string().check(z.maxLength(500)),
    price: z.number().check(z.nonnegative(), z.lte(MAX_RUPEES)),
    image: z.catch(z.string().check(z.maxLength(2000)), ''),
  }),
);
export type ViewedProduct = z.infer<typeof viewedSchema>;

const storedSchema = storedList(MAX_RECENTLY_VIEWED, (entries) =>
  entries
    .map((item) => viewedSchema.safeParse(item))
    .flatMap((parsed) => (parsed.success ? [parsed.data] : [])),
);

/** The last products opened on this device, newest first. */
export const recentlyViewed = {
  read: () => readStored(KEY, storedSchema, []),
  add(product: ViewedProduct) {
    // One it could not read back would only be lost at the next read.
    if (!viewedSchema.safeParse(product).success) return;
    const rest = recentlyViewed.read().filter((item) => item.id !== product.id);
    writeStored(KEY, [product, ...rest].slice(0, MAX_RECENTLY_VIEWED));
  },
  clear: () => removeStored(KEY),
};
