import type { CountdownProduct } from '@/api/schemas';

/** The first promo whose date is still ahead, else the first (contract). */
export function pickCountdownProduct(products: CountdownProduct[], now = Date.now()) {
  return (
    products.find((product) => Date.parse(product.count_down_date) > now) ?? products[0] ?? null
  );
}

export type TimeLeft = { days: string; hours: string; minutes: string; seconds: string };

const pad = (value: number) => String(value).padStart(2, '0');

/** Days, hours, minutes and seconds until `target`, zero-padded; all zeros once it has passed. */
export function timeLeft(target: string, now = Date.now()): TimeLeft {
  const ms = Math.max(0, (Date.parse(target) || 0) - now);
  const seconds = Math.floor(ms / 1000);
  return {
    days: pad(Math.floor(seconds / 86_400)),
    hours: pad(Math.floor((seconds % 86_400) / 3600)),
    minutes: pad(Math.floor((seconds % 3600) / 60)),
    seconds: pad(seconds % 60),
  };
}
