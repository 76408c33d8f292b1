import { english, screen, waitFor } from '@tests/testing-library';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { messages } from '@/config/messages';
import { server } from '@/mocks/node';
import { renderWithProviders } from '@tests/render-with-providers';
import { KeptPaymentBanner } from './kept-payment-banner';
import { keptPayments } from './kept-payments';
import { keepCapturedPayment } from '@tests/kept-payment';

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
