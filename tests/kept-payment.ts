import { createOrder } from '@/api/payments';
import { keptPayments } from '@/features/checkout/payment/kept-payments';
import type { KeptPayment } from '@/features/checkout/payment/payment-machine';
import { hmacHex } from '@/mocks/crypto';
import { db } from '@/mocks/db';
import { RAZORPAY_KEY_SECRET } from '@/mocks/handlers/orders';
import { shopperAddress } from './order-fixtures';

/** A payment captured for a real order of the mock API, kept unverified as the checkout keeps it. */
export async function keepCapturedPayment(): Promise<KeptPayment> {
  const product = db.data.products[0];
  const line = { product_id: product.id, product_name: product.name, price: product.price };
  const order = await createOrder({
    amount: product.price + 50,
    currency: 'INR',
    cart: [{ ...line, quantity: 1 }],
    ...shopperAddress,
    shipping_price: 50,
  });
  const paymentId = 'pay_banner1';
  const kept: KeptPayment = {
    order,
    payment: {
      razorpay_payment_id: paymentId,
      razorpay_order_id: order.id,
      razorpay_signature: await hmacHex(RAZORPAY_KEY_SECRET, `${order.id}|${paymentId}`),
    },
    items: [{ name: product.name, price: product.price, quantity: 1 }],
    userId: null,
    keptAt: new Date().toISOString(),
  };
  keptPayments.keep(kept);
  return kept;
}
