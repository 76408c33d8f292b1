/** At most `size` page numbers around the current page, shifted to stay within 1..total. */
export function pageWindow(current: number, total: number, size = 5): number[] {
  if (total <= 0) return [];
  const count = Math.min(size, total);
  const start = Math.min(Math.max(1, current - Math.floor(size / 2)), total - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}

export const totalPages = (total: number, perPage: number) =>
  Math.max(1, Math.ceil(total / perPage));
