import { messages } from '@/config/messages';
import { call } from './client';
import { orderDetailSchema, orderListSchema } from './schemas';

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
