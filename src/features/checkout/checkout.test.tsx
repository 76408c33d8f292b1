import { act, screen, waitFor, within, english } from '@tests/testing-library';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { db } from '@/mocks/db';
import { hmacHex } from '@/mocks/crypto';
import { RAZORPAY_KEY_SECRET } from '@/mocks/handlers/orders';
import { server } from '@/mocks/node';
import { formatAmount } from '@/lib/format';
import { receipts } from '@/lib/receipts';
import { paymentAttempts } from '@/lib/payment-attempts';
import { renderWithProviders } from '@tests/render-with-providers';
import { CheckoutPage } from './checkout-page';
import { orderTotals } from './shipping';
import { PAYMENT_CANCELLED } from './payment/payment-messages';

type Behaviour = 'pay' | 'fail' | 'dismiss' | 'forge';
let behaviour: Behaviour = 'pay';
const opened: Record<string, unknown>[] = [];

class FakeRazorpay {
  private failed: ((response: unknown) => void) | null = null;
  constructor(
    private options: {
      order_id: string;
      handler: (response: unknown) => void;
      modal: { ondismiss: () => void };
    },
  ) {
    opened.push(options);
  }
  on(_event: string, listener: (response: unknown) => void) {
    this.failed = listener;
  }
  close() {}
  open() {
    const { order_id } = this.options;
    setTimeout(async () => {
      if (behaviour === 'dismiss') return this.options.modal.ondismiss();
      if (behaviour === 'fail') {
        this.failed?.({ error: { description: 'Card declined by bank.' } });
        return this.options.modal.ondismiss();
      }
      const paymentId = `pay_unit${opened.length}`;
      const signature =
        behaviour === 'forge'
          ? '0'.repeat(64)
          : await hmacHex(RAZORPAY_KEY_SECRET, `${order_id}|${paymentId}`);
      this.options.handler({
        razorpay_payment_id: paymentId,
        razorpay_order_id: order_id,
        razorpay_signature: signature,
      });
    });
  }
}

const product = () => db.data.products[0];

function seedCart(quantity = 2) {
  const p = product();
  window.localStorage.setItem(
    'cart',
    JSON.stringify([{ id: p.id, name: p.name, price: p.price, image: '', slug: p.slug, quantity }]),
  );
}

async function fillForm(user: UserEvent) {
  await user.type(screen.getByLabelText('First Name'), 'Kavya');
  await user.type(screen.getByLabelText('Last Name'), 'Rao');
  await user.type(screen.getByLabelText('Address'), '12 MG Road');
  await user.type(screen.getByLabelText('City'), 'Bengaluru');
  await user.selectOptions(screen.getByLabelText('State'), 'Karnataka');
  await user.type(screen.getByLabelText('PIN Code'), '560001');
  await user.type(screen.getByLabelText('Phone'), '9123456780');
  await user.type(screen.getByLabelText('Email'), 'kavya@example.in');
}

beforeEach(() => {
  behaviour = 'pay';
  opened.length = 0;
  window.Razorpay = FakeRazorpay as never;
});
afterEach(() => {
  delete window.Razorpay;
});

describe('order totals', () => {
  it('adds in paise so the total the server checks is exact', () => {
    expect(orderTotals([{ price: 0.1, quantity: 3 }], 'standard')).toEqual({
      subtotal: 0.3,
      shipping: 50,
      total: 50.3,
    });
    expect(orderTotals([{ price: 449.5, quantity: 2 }], 'express')).toEqual({
      subtotal: 899,
      shipping: 150,
      total: 1049,
    });
  });
});

describe('CheckoutPage', () => {
  it('offers a way back to the shop when the cart is empty', () => {
    renderWithProviders(<CheckoutPage />);
    expect(screen.getByText(/Your cart is empty/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/shop',
    );
  });

  it('checks every field before paying, with messages next to them', async () => {
    const user = userEvent.setup();
    seedCart();
    renderWithProviders(<CheckoutPage />);
    await user.type(screen.getByLabelText('PIN Code'), '012345');
    await user.type(screen.getByLabelText('Phone'), '98ab765');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByText('First Name is required')).toBeInTheDocument();
    expect(screen.getByText('Please choose your state')).toBeInTheDocument();
    expect(
      screen.getByText('PIN Code must be 6 digits and cannot start with 0'),
    ).toBeInTheDocument();
    expect(screen.getByText('Phone must be 10 digits')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(opened).toHaveLength(0);
  });

  it('pays with express shipping, verifies, clears the cart and shows the success modal', async () => {
    const user = userEvent.setup();
    seedCart(2);
    renderWithProviders(<CheckoutPage />);
    await fillForm(user);
    await user.click(screen.getByRole('radio', { name: /Express/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(screen.getByText('Thank you for your purchase!')).toBeInTheDocument();
    const expected = product().price * 2 + 150;
    expect(opened[0]).toMatchObject({
      amount: Math.round(expected * 100),
      currency: 'INR',
      prefill: { contact: '9123456780' },
    });
    expect(JSON.parse(window.localStorage.getItem('cart') ?? '[]')).toEqual([]);
    const order = db.data.orders.at(-1)!;
    expect(receipts.read()).toEqual([
      {
        orderId: order.order_id,
        paymentId: 'pay_unit1',
        providerOrderId: order.razorpay_order_id,
        amount: expected,
        date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        items: [{ id: product().id, name: product().name, price: product().price, quantity: 2 }],
        userId: null, // a guest's
        rejected: false,
      },
    ]);
    expect(db.data.orders.at(-1)).toMatchObject({
      status: 'paid',
      shipping_price: 150,
      amount: expected,
    });
    // The summary behind the modal still shows what was paid for, not an empty cart.
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(summary).toHaveTextContent(product().name);
    expect(summary).toHaveTextContent(formatAmount(expected));
  });

  it('keeps the cart and the form when the payment window is dismissed, and reuses the order on retry', async () => {
    const user = userEvent.setup();
    seedCart();
    renderWithProviders(<CheckoutPage />);
    await fillForm(user);
    behaviour = 'dismiss';
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(english._(PAYMENT_CANCELLED));
    expect(screen.getByLabelText('City')).toHaveValue('Bengaluru');
    expect(JSON.parse(window.localStorage.getItem('cart')!)).toHaveLength(1);

    behaviour = 'pay';
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(opened[0].order_id).toBe(opened[1].order_id);
  });

  it('shows the failure description when the payment fails', async () => {
    const user = userEvent.setup();
    seedCart();
    renderWithProviders(<CheckoutPage />);
    await fillForm(user);
    behaviour = 'fail';
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Card declined by bank.');
    expect(screen.getByRole('button', { name: 'Continue to Payment' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  });

  it('says verification failed for a forged payment and keeps the cart', async () => {
    const user = userEvent.setup();
    seedCart();
    renderWithProviders(<CheckoutPage />);
    await fillForm(user);
    behaviour = 'forge';
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payment verification failed. Please contact support.',
    );
    expect(JSON.parse(window.localStorage.getItem('cart')!)).toHaveLength(1);
    // Razorpay reported it taken: its record stays on the device, marked, for support.
    expect(receipts.read()).toEqual([
      expect.objectContaining({ paymentId: 'pay_unit1', rejected: true }),
    ]);
  });

  it('after a rejection the main button pays nothing; only "I was not charged" pays again', async () => {
    const user = userEvent.setup();
    seedCart();
    renderWithProviders(<CheckoutPage />);
    await fillForm(user);
    behaviour = 'forge';
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Razorpay reported this payment taken, and the shop could not confirm it. Order ORD',
    );
    expect(alert).toHaveTextContent('payment pay_unit1: quote both to our support team.');
    expect(within(alert).getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/\d+\?text=.*pay_unit1/),
    );
    expect(within(alert).getByRole('link', { name: 'care@vedaherbs.in' })).toBeInTheDocument();
    const orders = db.data.orders.length;

    behaviour = 'pay';
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(db.data.orders).toHaveLength(orders);
    expect(alert).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'I was not charged, pay again' }));
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(db.data.orders).toHaveLength(orders + 1);
  });

  it('an order whose window was never heard from again holds new orders back, naming it', async () => {
    const user = userEvent.setup();
    seedCart();
    // An earlier page opened the window for this order, then the phone discarded the tab.
    paymentAttempts.keep({
      fingerprint: 'an earlier request',
      order: {
        id: 'order_earlier',
        amount: 54900,
        currency: 'INR',
        order_id: 'ORD00777',
        order_token: 'token_earlier',
      },
      status: 'uncertain',
      items: [],
      userId: null,
    });
    const orders = db.data.orders.length;
    renderWithProviders(<CheckoutPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your payment for ORD00777 may have gone through. Check your UPI app or bank before paying again.',
    );
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(opened).toHaveLength(0);
    expect(db.data.orders).toHaveLength(orders);

    await user.click(screen.getByRole('button', { name: 'I was not charged, pay again' }));
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(db.data.orders).toHaveLength(orders + 1);
    expect(paymentAttempts.hold()).toBeNull();
  });

  /** create-order answers 400 with `message`. */
  const refuseOrders = (message: string) =>
    server.use(
      http.post('*/api/web/create-order', () =>
        HttpResponse.json({ status: false, message }, { status: 400 }),
      ),
    );

  it('shows the server message when the order cannot be created', async () => {
    const user = userEvent.setup();
    refuseOrders('Prices changed');
    seedCart();
    renderWithProviders(<CheckoutPage />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Prices changed');
  });

  it('keeps keyboard focus on the form’s button while it processes, and after a message is dismissed', async () => {
    const user = userEvent.setup();
    refuseOrders('Prices changed');
    seedCart();
    renderWithProviders(<CheckoutPage />);
    await fillForm(user);
    const action = screen.getByRole('button', { name: 'Continue to Payment' });
    action.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Prices changed');
    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(action).toHaveFocus();
  });

  it('verifies again after a dropped connection instead of paying twice', async () => {
    const user = userEvent.setup();
    let verifyCalls = 0;
    server.use(
      http.post('*/api/web/verify-payment', () => {
        verifyCalls += 1;
        return verifyCalls === 1 ? HttpResponse.error() : undefined;
      }),
    );
    seedCart();
    renderWithProviders(<CheckoutPage />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'There was an error verifying your payment. Please contact support.',
    );
    const order = db.data.orders.at(-1)!;
    expect(alert).toHaveTextContent(`Order ${order.order_id}, payment pay_unit1.`);
    // No way to pay a second time while the first payment is unverified.
    expect(screen.queryByRole('button', { name: 'Continue to Payment' })).toBeNull();
    expect(JSON.parse(window.localStorage.getItem('unverifiedPayments')!)).toHaveLength(1);
    const checkAgain = screen.getByRole('button', { name: 'Check payment again' });
    await user.click(checkAgain);
    // The same button, now processing and not `disabled` (which drops focus in a browser; jsdom
    // keeps it, so the attribute is what is checked).
    expect(checkAgain).toHaveFocus();
    expect(checkAgain).not.toBeDisabled();
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(opened).toHaveLength(1);
    await waitFor(() => expect(window.localStorage.getItem('unverifiedPayments')).toBeNull());
  });

  it('opens no payment window once the shopper has left, and pays that order on coming back', async () => {
    const user = userEvent.setup();
    let asked = false;
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('*/api/web/create-order', async () => {
        asked = true;
        await answered;
        return undefined; // on to the mock's own handler
      }),
    );
    const ordersBefore = db.data.orders.length;
    seedCart();
    const first = renderWithProviders(<CheckoutPage />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await waitFor(() => expect(asked).toBe(true));
    first.unmount();
    answer();
    await waitFor(() => expect(paymentAttempts.read()).toHaveLength(1));
    expect(opened).toHaveLength(0);

    renderWithProviders(<CheckoutPage />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(opened).toHaveLength(1);
    expect(opened[0].order_id).toBe(db.data.orders.at(-1)!.razorpay_order_id);
    expect(db.data.orders).toHaveLength(ordersBefore + 1);
  });

  it('asks for the order even when the browser says it is offline, and says it failed', async () => {
    const user = userEvent.setup();
    server.use(http.post('*/api/web/create-order', () => HttpResponse.error()));
    seedCart();
    renderWithProviders(<CheckoutPage />);
    await fillForm(user);
    onlineManager.setOnline(false);
    try {
      await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Failed to create order. Please try again.',
      );
    } finally {
      onlineManager.setOnline(true);
    }
    expect(screen.getByRole('button', { name: 'Continue to Payment' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
    expect(screen.getByLabelText('City')).toHaveValue('Bengaluru');
  });

  it('fills in a signed-in shopper’s name, email and phone', async () => {
    window.localStorage.setItem(
      'user',
      JSON.stringify({
        id: 1,
        name: 'Ananya Sharma',
        email: 'demo@vedaherbs.in',
        phone: '9876543210',
      }),
    );
    const { signToken } = await import('@/mocks/crypto');
    const { TOKEN_SECRET } = await import('@/mocks/handlers/respond');
    window.localStorage.setItem(
      'token',
      await signToken({ id: 1, exp: Date.now() / 1000 + 3600 }, TOKEN_SECRET),
    );
    seedCart();
    renderWithProviders(<CheckoutPage />);
    expect(screen.getByLabelText('First Name')).toHaveValue('Ananya');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Sharma');
    expect(screen.getByLabelText('Email')).toHaveValue('demo@vedaherbs.in');

    // The session ends in another tab: what it filled in goes, what the shopper typed stays.
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '9123456780');
    window.localStorage.removeItem('token');
    window.localStorage.removeItem('user');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    });
    await waitFor(() => expect(screen.getByLabelText('First Name')).toHaveValue(''));
    expect(screen.getByLabelText('Last Name')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Phone')).toHaveValue('9123456780');
  });
});
