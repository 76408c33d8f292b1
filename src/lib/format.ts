const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const rupeesAndPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Product prices: whole rupees with lakh grouping (₹1,24,999). */
export function formatPrice(rupees: number) {
  return wholeRupees.format(rupees);
}

/** Cart, checkout and order amounts: two decimals (₹1,249.50). */
export function formatAmount(rupees: number) {
  return rupeesAndPaise.format(rupees);
}

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

export function formatDate(iso: string) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** 'shipped' → 'Shipped'. */
export function capitalise(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The order label: the shop's number, else ORD + the id padded to 5 digits. */
export function orderLabel(order: { id: number; order_id: string | null }) {
  return order.order_id || `ORD${String(order.id).padStart(5, '0')}`;
}
