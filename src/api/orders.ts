import { messages } from '@/config/messages';
import { ApiError, call } from './client';
import {
  createdOrderSchema,
  orderDetailSchema,
  orderListSchema,
  type CreateOrderPayload,
  type VerifyPaymentPayload,
} from './schemas';

type Signal = { signal?: AbortSignal };

export async function listOrders({ signal }: Signal = {}) {
  const { data } = await call(
    { url: '/api/orders/order_get', signal },
    { data: orderListSchema, fallback: messages.ordersFailed, authenticated: true },
  );
  return data.orders;
}

export async function getOrder(id: string, { signal }: Signal = {}) {
  const { data } = await call(
    { url: `/api/web/orders/${encodeURIComponent(id)}`, signal },
    { data: orderDetailSchema, fallback: messages.orderDetailFailed, authenticated: true },
  );
  return data;
}

export async function createOrder(payload: CreateOrderPayload) {
  const { data } = await call(
    { url: '/api/web/create-order', method: 'POST', data: payload },
    // Bearer when signed in: the order is then the shopper's, under My Orders.
    { data: createdOrderSchema, fallback: messages.createOrderFailed, authenticated: true },
  );
  return data;
}

/**
 * Answers to verify-payment that say nothing about the payment: the session (401, 403), or a
 * request the server could not take now (408 timeout, 409 conflict such as a verification
 * already running, 423 locked, 425 too early, 429). The payment stays kept, to be verified again.
 */
const NOT_ABOUT_THE_PAYMENT = new Set([401, 403, 408, 409, 423, 425, 429]);

/**
 * True when the backend confirms the payment is genuine, false when it answers that it
 * is not (`status: false`, with a 2xx or a 4xx status). A call that fails (network, server
 * error, session, broken answer) throws.
 */
export async function verifyPayment(payload: VerifyPaymentPayload) {
  try {
    await call(
      { url: '/api/web/verify-payment', method: 'POST', data: payload },
      { fallback: messages.paymentVerifyError, authenticated: true },
    );
    return true;
  } catch (error) {
    if (
      error instanceof ApiError &&
      error.kind === 'rejected' &&
      !NOT_ABOUT_THE_PAYMENT.has(error.status ?? 200)
    ) {
      return false;
    }
    throw error;
  }
}
