import { english, screen, waitFor } from '@tests/testing-library';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { messages } from '@/config/messages';
import { createOrder } from '@/api/payments';
import { hmacHex } from '@/mocks/crypto';
import { db } from '@/mocks/db';
import { RAZORPAY_KEY_SECRET } from '@/mocks/handlers/orders';
import { server } from '@/mocks/node';
import { renderWithProviders } from '@tests/render-with-providers';
import { KeptPaymentBanner } from './kept-payment-banner';
import { keptPayments } from './kept-payments';
import type { KeptPayment } from './payment-machine';
import { shopperAddress } from '@tests/order-fixtures';

/** A payment captured for a real order of the mock API, kept unverified as the checkout keeps it. */
async function keepCapturedPayment(): Promise<KeptPayment> {
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

describe('KeptPaymentBanner', () => {
  it('says it is confirming the payment, then toasts order and payment id and forgets it', async () => {
    const kept = await keepCapturedPayment();
    const orderId = kept.order.order_id;
    let answerVerify = () => {};
    const verifyAnswered = new Promise<void>((resolve) => (answerVerify = resolve));
    server.use(
      http.post('*/api/web/verify-payment', async () => {
        await verifyAnswered;
        return undefined; // then the mock API verifies it
      }),
    );

    renderWithProviders(<KeptPaymentBanner kept={kept} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      `We are confirming your payment ${orderId} (pay_banner1).`,
    );
    expect(keptPayments.find(kept.order.order_token)).toBeDefined();

    answerVerify();
    expect(
      await screen.findByText(`Your payment is confirmed: order ${orderId} (pay_banner1).`),
    ).toBeInTheDocument();
    expect(keptPayments.read()).toEqual([]);
    expect(window.localStorage.getItem('unverifiedPayments')).toBeNull();
  });

  it("says the spec's text when verification cannot be asked, keeps the payment and offers a check", async () => {
    const kept = await keepCapturedPayment();
    server.use(http.post('*/api/web/verify-payment', () => HttpResponse.error()));

    renderWithProviders(<KeptPaymentBanner kept={kept} />);
    expect(await screen.findByRole('button', { name: 'Check payment again' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(english._(messages.paymentVerifyError));
    expect(screen.getByRole('status')).toHaveTextContent(
      `Order ${kept.order.order_id}, payment pay_banner1.`,
    );
    expect(keptPayments.find(kept.order.order_token)).toBeDefined();
  });

  it('keeps focus on the check while it runs, and runs one check at a time', async () => {
    const kept = await keepCapturedPayment();
    let asked = 0;
    let answer: (response: Response) => void = () => {};
    server.use(
      http.post('*/api/web/verify-payment', () => {
        asked += 1;
        if (asked === 1) return HttpResponse.error();
        return new Promise<Response>((resolve) => (answer = resolve));
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<KeptPaymentBanner kept={kept} />);
    await user.click(await screen.findByRole('button', { name: 'Check payment again' }));
    const checking = await screen.findByRole('button', { name: 'Checking...' });
    expect(checking).toHaveFocus();
    expect(checking).toHaveAttribute('aria-disabled', 'true');
    await user.click(checking);
    await waitFor(() => expect(asked).toBe(2));
    answer(HttpResponse.error());
    const again = await screen.findByRole('button', { name: 'Check payment again' });
    expect(again).toHaveFocus();
    expect(asked).toBe(2);
  });
});
