/** At most `size` page numbers around the current page, shifted to stay within 1..total. */
export function pageWindow(current: number, total: number, size = 5): number[] {
  if (total <= 0) return [];
  const count = Math.min(size, total);
  const start = Math.min(Math.max(1, current - Math.floor(size / 2)), total - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}

export const totalPages = (total: number, perPage: number) =>
  Math.max(1, Math.ceil(total / perPage));

/** The page a URL's `?page=` names: a whole number from 1, else the first page. */
export function pageFromQuery(value: string | null): number {
  // Written in plain digits, and a safe integer: the page asked of the API is the one in the URL.
  const page = /^[1-9]\d*$/.test(value ?? '') ? Number(value) : 1;
  return Number.isSafeInteger(page) ? page : 1;
}

/**
 * The page to show instead when `page` lies beyond a list of `total` items (an old link to a
 * list that has shrunk), or null when it is within it. Pagination's useLastPageWhenBeyond goes
 * there.
 */
export function lastPageIfBeyond(page: number, total: number, perPage: number): number | null {
  const last = totalPages(total, perPage);
  return page > last ? last : null;
}
