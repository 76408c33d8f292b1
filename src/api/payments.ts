import { messages } from '@/config/messages';
import { ApiError, call } from './client';
import { createdOrderSchema, type CreateOrderPayload, type VerifyPaymentPayload } from './schemas';

/*
 * The checkout's calls: a module of their own, so that only the pages that pay download them
 * (the order list and detail are read from the first screen's code).
 */

export async function createOrder(payload: CreateOrderPayload) {
  const { data } = await call(
    { url: '/api/web/create-order', method: 'POST', data: payload },
    // Bearer when signed in: the order is then the shopper's, under My Orders.
    { data: createdOrderSchema, fallback: messages.createOrderFailed, authenticated: true },
  );
  return data;
}

/**
 * The only answer that says a payment is not genuine: a well-formed success (2xx) with
 * `status: false`, as the contract documents it. Any other failure (a 4xx of another shape or
 * with a catch-all message, a key rotated on the server, 5xx, network, timeout) says nothing
 * about the payment: it stays kept, to be verified again.
 */
export function saysNotGenuine(error: unknown) {
  return (
    error instanceof ApiError &&
    error.kind === 'rejected' &&
    error.status !== null &&
    error.status >= 200 &&
    error.status < 300
  );
}

/**
 * True when the backend confirms the payment is genuine, false when it answers that it is not
 * (`saysNotGenuine`); any other failure throws. `withToken`: whether the signed-in shopper's
 * token goes with it (bearer when signed in, as the shopper who paid).
 */
export async function verifyPayment(payload: VerifyPaymentPayload, withToken: boolean) {
  try {
    await call(
      { url: '/api/web/verify-payment', method: 'POST', data: payload },
      { fallback: messages.paymentVerifyError, authenticated: withToken },
    );
    return true;
  } catch (error) {
    if (saysNotGenuine(error)) return false;
    throw error;
  }
}
