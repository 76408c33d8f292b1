import { english } from '@tests/testing-library';
import { configureAuth } from './client';
import { changePassword, login, register, requestPasswordReset, updateProfile } from './auth';
import { getOrder, listOrders } from './orders';
import { createOrder, verifyPayment } from './payments';
import { listProducts } from './catalog';
import { messages } from '@/config/messages';
import { DEMO_USER } from '@/mocks/db';
import { hmacHex } from '@/mocks/crypto';
import { RAZORPAY_KEY_SECRET } from '@/mocks/handlers/orders';
import type { CreateOrderPayload } from './schemas';
import { shopperAddress } from '@tests/order-fixtures';

let token: string | null = null;
const onUnauthorized = vi.fn();

beforeEach(() => {
  token = null;
  onUnauthorized.mockReset();
  configureAuth({ getToken: () => token, onUnauthorized });
});

const shopper = {
  name: 'Kavya Rao',
  phone: '9123456780',
  email: 'kavya@example.in',
  password: 'tulsi123',
};

async function signIn(credentials = { email: DEMO_USER.email, password: DEMO_USER.password }) {
  const result = await login(credentials);
  token = result.token;
  return result;
}

async function orderPayload(quantity = 2): Promise<CreateOrderPayload> {
  const [product] = await listProducts({ limit: 1 });
  return {
    amount: product.price * quantity + 150,
    currency: 'INR',
    cart: [{ product_id: product.id, product_name: product.name, price: product.price, quantity }],
    ...shopperAddress,
    shipping_price: 150,
  };
}

describe('accounts against the mock API', () => {
  it('registers, refuses a duplicate with 409, and logs in with a token carrying exp', async () => {
    await register(shopper);
    await expect(register(shopper)).rejects.toMatchObject({ status: 409 });
    const result = await login({ email: shopper.email, password: shopper.password });
    expect(result).toMatchObject({
      name: shopper.name,
      email: shopper.email,
      phone: shopper.phone,
    });
    const payload = JSON.parse(
      atob(result.token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')),
    ) as { exp: number };
    expect(payload.exp * 1000).toBeGreaterThan(Date.now());
  });

  it.each([
    ['not a JWT', 'opaque-session-token'],
    ['a JWT without exp', `e30.${btoa(JSON.stringify({ id: 1 }))}.sig`],
    ['a JWT that has expired', `e30.${btoa(JSON.stringify({ id: 1, exp: 1 }))}.sig`],
  ])('fails a login whose token is %s, with the spec text', async (_, badToken) => {
    const { server } = await import('@/mocks/node');
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.post('*/api/users/login', () =>
        HttpResponse.json({
          status: true,
          data: { id: 1, name: 'Asha', email: 'asha@example.in', phone: null, token: badToken },
        }),
      ),
    );
    await expect(login({ email: 'asha@example.in', password: 'secret1' })).rejects.toThrow(
      english._(messages.loginFailed),
    );
  });

  it('maps a 400 without a server message to the spec text', async () => {
    const { server } = await import('@/mocks/node');
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.post('*/api/auth/send_otp', () => HttpResponse.json({ status: false }, { status: 400 })),
    );
    await expect(register(shopper)).rejects.toThrow(english._(messages.signupInvalid));
  });

  it('refuses a wrong password with the server message', async () => {
    await expect(login({ email: DEMO_USER.email, password: 'nope' })).rejects.toThrow(
      'Invalid email or password',
    );
  });

  it('requests a password reset', async () => {
    expect(await requestPasswordReset(DEMO_USER.email)).toMatch(/reset link/);
  });

  it('updates the profile and changes the password (wrong old password is a 400 with a message)', async () => {
    await signIn();
    const { user } = await updateProfile({ name: 'Ananya S', phone: '9000000001' });
    expect(user).toMatchObject({ name: 'Ananya S', phone: '9000000001', email: DEMO_USER.email });

    await expect(
      changePassword({
        old_password: 'wrong',
        new_password: 'newpass1',
        confirm_password: 'newpass1',
      }),
    ).rejects.toMatchObject({ status: 400, message: 'Old password is incorrect.' });
    await changePassword({
      old_password: DEMO_USER.password,
      new_password: 'newpass1',
      confirm_password: 'newpass1',
    });
    await expect(signIn()).rejects.toThrow();
    await signIn({ email: DEMO_USER.email, password: 'newpass1' });
  });

  it('answers 401 to account calls without a valid token and reports it once', async () => {
    await expect(listOrders()).rejects.toMatchObject({ status: 401 });
    token = 'a.b.c';
    await expect(updateProfile({ name: 'X Y', phone: '9000000000' })).rejects.toMatchObject({
      status: 401,
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });
});

describe('orders and payment against the mock API', () => {
  it('lists only the caller’s orders, newest first, and hides other people’s orders', async () => {
    await signIn();
    const orders = await listOrders();
    expect(orders.length).toBeGreaterThanOrEqual(3);
    const dates = orders.map((order) => order.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await getOrder(String(orders[0].id))).items.length).toBeGreaterThan(0);

    await register(shopper);
    await signIn({ email: shopper.email, password: shopper.password });
    expect(await listOrders()).toEqual([]);
    await expect(getOrder(String(orders[0].id))).rejects.toMatchObject({ status: 404 });
  });

  it('creates an order priced by the server and refuses a wrong amount', async () => {
    const payload = await orderPayload();
    const created = await createOrder(payload);
    expect(created.amount).toBe(Math.round(payload.amount * 100));
    expect(created.id).toMatch(/^order_/);
    expect(created.order_id).toMatch(/^ORD\d{5}$/);

    await expect(createOrder({ ...payload, amount: payload.amount - 1 })).rejects.toMatchObject({
      status: 400,
    });
    await expect(
      createOrder({
        ...payload,
        cart: [{ ...payload.cart[0], quantity: 26 }],
        amount: payload.cart[0].price * 26 + 150,
      }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it.each([
    ['an order number longer than a receipt keeps', { order_id: 'O'.repeat(101) }],
    ['a provider order id longer than a receipt keeps', { id: `order_${'x'.repeat(200)}` }],
    ['an order token too large for a kept payment to store', { order_token: 't'.repeat(2001) }],
  ])('refuses, before any payment, a created order with %s', async (_, broken) => {
    const { server } = await import('@/mocks/node');
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.post('*/api/web/create-order', async ({ request }) =>
        HttpResponse.json({
          status: true,
          data: {
            id: 'order_abc',
            amount: Math.round(((await request.json()) as { amount: number }).amount * 100),
            currency: 'INR',
            order_id: 'ORD00042',
            order_token: 'tok',
            ...broken,
          },
        }),
      ),
    );
    await expect(createOrder(await orderPayload(1))).rejects.toThrow(
      english._(messages.createOrderFailed),
    );
  });

  it('verifies a genuine signature, refuses a forged one, and the paid order shows up for its owner', async () => {
    await signIn();
    const created = await createOrder({ ...(await orderPayload(1)), user_id: 1 });
    const paymentId = 'pay_test123';
    const forged = {
      razorpay_order_id: created.id,
      razorpay_payment_id: paymentId,
      razorpay_signature: 'f'.repeat(64),
      order_token: created.order_token,
    };
    expect(await verifyPayment(forged, true)).toBe(false);

    const signature = await hmacHex(RAZORPAY_KEY_SECRET, `${created.id}|${paymentId}`);
    expect(await verifyPayment({ ...forged, razorpay_signature: signature }, true)).toBe(true);

    const [latest] = await listOrders();
    expect(latest).toMatchObject({ order_id: created.order_id, status: 'paid' });
  });

  it.each([200, 201])(
    "reads status false under HTTP %i as the backend's documented no: not genuine",
    async (httpStatus) => {
      const { server } = await import('@/mocks/node');
      const { http, HttpResponse } = await import('msw');
      server.use(
        http.post('*/api/web/verify-payment', () =>
          HttpResponse.json({ status: false, message: 'Not genuine' }, { status: httpStatus }),
        ),
      );
      expect(await verifyPayment(await aForgedPayment(), false)).toBe(false);
    },
  );

  it.each([400, 401, 403, 404, 408, 409, 422, 423, 425, 429, 500, 503])(
    'throws under HTTP %i with status false: a catch-all answer, not a word about the payment',
    async (httpStatus) => {
      const { server } = await import('@/mocks/node');
      const { http, HttpResponse } = await import('msw');
      server.use(
        http.post('*/api/web/verify-payment', () =>
          HttpResponse.json({ status: false, message: 'Try later' }, { status: httpStatus }),
        ),
      );
      await expect(verifyPayment(await aForgedPayment(), false)).rejects.toMatchObject({
        status: httpStatus,
      });
    },
  );

  it('throws for a 4xx answer that is not the contract envelope', async () => {
    const { server } = await import('@/mocks/node');
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.post('*/api/web/verify-payment', () =>
        HttpResponse.text('<h1>Bad Request</h1>', { status: 400 }),
      ),
    );
    await expect(verifyPayment(await aForgedPayment(), false)).rejects.toMatchObject({
      status: 400,
      kind: 'unreachable',
    });
  });

  it('sends the token only when asked to, whoever is signed in', async () => {
    await signIn();
    const { server } = await import('@/mocks/node');
    const { http, HttpResponse } = await import('msw');
    const sent: (string | null)[] = [];
    server.use(
      http.post('*/api/web/verify-payment', ({ request }) => {
        sent.push(request.headers.get('Authorization'));
        return HttpResponse.json({ status: true });
      }),
    );
    const payment = await aForgedPayment();
    await verifyPayment(payment, true);
    await verifyPayment(payment, false);
    expect(sent).toEqual([`Bearer ${token}`, null]);
  });
});

async function aForgedPayment() {
  const created = await createOrder(await orderPayload(1));
  return {
    razorpay_order_id: created.id,
    razorpay_payment_id: 'pay_test123',
    razorpay_signature: 'f'.repeat(64),
    order_token: created.order_token,
  };
}
