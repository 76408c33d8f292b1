import { http, HttpResponse } from 'msw';
import { hmacHex, randomId } from '../crypto';
import { db, type MockOrder } from '../db';
import { bodyOf, fail, ok, unauthorized, userOf } from './respond';

/**
 * Razorpay's key secret, known only to the backend (here, the mock API). The payment
 * simulator asks the mock to sign a payment; the storefront never sees this value.
 */
export const RAZORPAY_KEY_SECRET = 'mock-razorpay-key-secret';

/** Razorpay's side of the simulator: the provider orders a payment was captured for. */
const capturedOrders = new Set<string>();

const SHIPPING_PRICES = [50, 150];
const MAX_QUANTITY = 25;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const rupees = (value: number) => Math.round(value * 100) / 100;

type Line = {
  product_id: number;
  product_name: string;
  price: number;
  quantity: number;
  total: number;
};

/** Prices the cart from the mock's own catalog; a message when it cannot. */
function priceCart(cart: unknown): Line[] | string {
  if (!Array.isArray(cart) || cart.length === 0) return 'Your cart is empty.';
  const lines: Line[] = [];
  for (const entry of cart as Record<string, unknown>[]) {
    const product = db.data.products.find((candidate) => candidate.id === entry?.product_id);
    if (!product) return 'An item in your cart is no longer available.';
    const quantity = entry.quantity;
    if (
      typeof quantity !== 'number' ||
      !Number.isInteger(quantity) ||
      quantity < 1 ||
      quantity > MAX_QUANTITY
    ) {
      return `Quantity for ${product.name} must be between 1 and ${MAX_QUANTITY}.`;
    }
    lines.push({
      product_id: product.id,
      product_name: product.name,
      price: product.price,
      quantity,
      total: rupees(product.price * quantity),
    });
  }
  return lines;
}

const summary = (order: MockOrder) => ({
  id: order.id,
  order_id: order.order_id,
  createdAt: order.createdAt,
  status: order.status,
  amount: order.amount,
});

function detail(order: MockOrder) {
  const { userId: _user, order_token: _token, items, ...rest } = order;
  return { ...rest, items: items.map(({ product_id: _id, ...item }) => item) };
}

const notGenuine = () =>
  HttpResponse.json({ status: false, message: 'Payment verification failed.' });

function recordPayment(order: MockOrder, paymentId: string) {
  order.razorpay_payment_id = paymentId;
  order.payment_date = new Date().toISOString();
  order.status = 'paid';
}

export const orderHandlers = [
  http.post('*/api/web/create-order', async ({ request }) => {
    const user = await userOf(request);
    if (user === 'invalid') return unauthorized();
    const body = await bodyOf(request);
    if (!body) return fail(400, 'Invalid order details.');

    const lines = priceCart(body.cart);
    if (typeof lines === 'string') return fail(400, lines);
    const shipping = body.shipping_price;
    if (typeof shipping !== 'number' || !SHIPPING_PRICES.includes(shipping))
      return fail(400, 'Invalid shipping method.');
    const amount = rupees(lines.reduce((sum, line) => sum + line.total, 0) + shipping);
    if (typeof body.amount !== 'number' || Math.abs(body.amount - amount) > 0.005) {
      return fail(400, 'Order amount does not match the current prices. Please review your cart.');
    }
    const required = [
      'name',
      'phone',
      'email',
      'address_line1',
      'city',
      'state',
      'postal_code',
    ] as const;
    if (required.some((field) => !text(body[field])))
      return fail(400, 'Please fill in all shipping details.');

    const id = db.nextOrderId();
    const order: MockOrder = {
      id,
      order_id: `ORD${String(id).padStart(5, '0')}`,
      userId: user ? user.id : null,
      createdAt: new Date().toISOString(),
      status: 'pending',
      amount,
      shipping_price: shipping,
      name: text(body.name),
      email: text(body.email),
      phone: text(body.phone),
      address_line1: text(body.address_line1),
      address_line2: text(body.address_line2),
      city: text(body.city),
      state: text(body.state),
      postal_code: text(body.postal_code),
      country: 'India',
      items: lines,
      razorpay_order_id: `order_${randomId()}`,
      razorpay_payment_id: null,
      payment_date: null,
      order_token: randomId(32),
    };
    db.data.orders.push(order);
    return ok({
      id: order.razorpay_order_id,
      amount: Math.round(amount * 100),
      currency: 'INR',
      order_id: order.order_id,
      order_token: order.order_token,
    });
  }),

  http.post('*/api/web/verify-payment', async ({ request }) => {
    const body = await bodyOf(request);
    const order = db.data.orders.find(
      (candidate) =>
        candidate.order_token === body?.order_token &&
        candidate.razorpay_order_id === body?.razorpay_order_id,
    );
    // Not genuine: the contract's answer is a success with `status: false` (any other failure
    // says nothing about the payment, and the storefront asks again later).
    if (!order) return notGenuine();
    const paymentId = text(body?.razorpay_payment_id);
    const expected = await hmacHex(RAZORPAY_KEY_SECRET, `${order.razorpay_order_id}|${paymentId}`);
    if (!paymentId || body?.razorpay_signature !== expected) return notGenuine();
    // Verifying the same payment twice is harmless; a second, different payment is refused.
    if (order.razorpay_payment_id && order.razorpay_payment_id !== paymentId) {
      return fail(409, 'This order has already been paid.');
    }
    if (!order.razorpay_payment_id) recordPayment(order, paymentId);
    return ok(undefined, 'Payment verified successfully');
  }),

  http.get('*/api/orders/order_get', async ({ request }) => {
    const user = await userOf(request);
    if (!user || user === 'invalid') return unauthorized();
    const orders = db.data.orders
      .filter((order) => order.userId === user.id)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
      .map(summary);
    return ok({ orders });
  }),

  http.get('*/api/web/orders/:id', async ({ request, params }) => {
    const user = await userOf(request);
    if (!user || user === 'invalid') return unauthorized();
    const key = String(params.id);
    const order = db.data.orders.find(
      (candidate) =>
        candidate.userId === user.id &&
        (String(candidate.id) === key || candidate.order_id === key),
    );
    return order ? ok(detail(order)) : fail(404, 'Order not found');
  }),

  // The payment simulator's "Pay" button: what Razorpay would hand to `options.handler`.
  http.post('*/mock-razorpay/pay', async ({ request }) => {
    const body = await bodyOf(request);
    const order = db.data.orders.find(
      (candidate) => candidate.razorpay_order_id === body?.order_id,
    );
    if (!order) return fail(400, 'Unknown order');
    // As Razorpay: one payment per order, whether or not the shop has heard of the first.
    if (capturedOrders.has(order.razorpay_order_id)) {
      return fail(400, 'This order has already been paid.');
    }
    capturedOrders.add(order.razorpay_order_id);
    const paymentId = `pay_${randomId()}`;
    // Razorpay's `payment.captured` webhook: the backend records the payment even if the page
    // that opened the window never hears of it.
    recordPayment(order, paymentId);
    const signature = await hmacHex(RAZORPAY_KEY_SECRET, `${order.razorpay_order_id}|${paymentId}`);
    return ok({
      razorpay_payment_id: paymentId,
      razorpay_order_id: order.razorpay_order_id,
      razorpay_signature: signature,
    });
  }),
];
