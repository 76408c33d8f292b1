import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@tests/testing-library';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { server } from '@/mocks/node';
import { SessionProvider } from '@/stores/session-provider';
import { sendsToken, useVerifyPayment } from './use-verify-payment';

const payment = {
  razorpay_order_id: 'order_7',
  razorpay_payment_id: 'pay_7',
  razorpay_signature: 'f'.repeat(64),
  order_token: 'token_7',
};

function setUp(genuine: boolean) {
  server.use(
    http.post('*/api/web/verify-payment', () =>
      HttpResponse.json(
        genuine ? { status: true } : { status: false, message: 'Signature mismatch' },
      ),
    ),
  );
  const queryClient = new QueryClient();
  queryClient.setQueryData(['orders', 4], []);
  queryClient.setQueryData(['order', 4, 'ORD00007'], { status: 'pending' });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>{children}</SessionProvider>
    </QueryClientProvider>
  );
  const { result } = renderHook(() => useVerifyPayment(), { wrapper });
  const invalidated = (queryKey: unknown[]) =>
    queryClient.getQueryState(queryKey)?.isInvalidated ?? false;
  return { verify: (paid: typeof payment) => result.current.verify(paid, null), invalidated };
}

describe('useVerifyPayment', () => {
  it('refreshes the order list and every order detail seen once a payment is verified', async () => {
    const { verify, invalidated } = setUp(true);
    expect(await verify(payment)).toBe(true);
    expect(invalidated(['orders', 4])).toBe(true);
    expect(invalidated(['order', 4, 'ORD00007'])).toBe(true);
  });

  it('leaves them as they are when the payment is not genuine', async () => {
    const { verify, invalidated } = setUp(false);
    expect(await verify(payment)).toBe(false);
    expect(invalidated(['orders', 4])).toBe(false);
    expect(invalidated(['order', 4, 'ORD00007'])).toBe(false);
  });
});

describe('sendsToken', () => {
  it("sends the signed-in shopper's token with their own payment only", () => {
    expect(sendsToken(7, 7)).toBe(true);
    expect(sendsToken(8, 7)).toBe(false);
    expect(sendsToken(null, 7)).toBe(false);
    expect(sendsToken(7, null)).toBe(false);
  });
});
