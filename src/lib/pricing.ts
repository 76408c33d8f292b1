/**
 * The contract's pricing rule: `price` is what the shopper pays; the compare-at price
 * (MRP) is `original_price` when present, else `sale_price`, shown only when above `price`.
 */
export type Priced = { price: number; sale_price?: number | null; original_price?: number | null };

export function compareAtPrice({ price, sale_price, original_price }: Priced): number | null {
  const compareAt = original_price ?? sale_price ?? null;
  return compareAt !== null && compareAt > price ? compareAt : null;
}

/** round(100 - price / compareAt * 100), or null when there is no positive discount. */
export function discountPercent(product: Priced): number | null {
  const compareAt = compareAtPrice(product);
  if (compareAt === null) return null;
  const percent = Math.round(100 - (product.price / compareAt) * 100);
  return percent > 0 ? percent : null;
}
