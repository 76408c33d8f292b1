import { getOrder, listOrders } from '@/api/orders';
import { orderLabel } from '@/lib/format';

/** Statuses of an order whose payment the backend has recorded. */
const PAID_STATUSES = new Set(['paid', 'processing', 'shipped', 'delivered']);

/**
 * Whether the signed-in shopper's order list reports the order with this number paid (the
 * backend reconciles by Razorpay's webhooks a payment the page never heard of), and with which
 * payment, as its detail names it. Null when it does not (yet); throws when the list fails.
 */
export async function findPaidOrder(orderNumber: string) {
  const listed = (await listOrders()).find((order) => orderLabel(order) === orderNumber);
  if (!listed || !PAID_STATUSES.has(listed.status.toLowerCase())) return null;
  const detail = await getOrder(String(listed.id)).catch(() => null);
  return { paymentId: detail?.razorpay_payment_id || null };
}
