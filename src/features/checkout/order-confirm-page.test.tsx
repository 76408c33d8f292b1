import { screen } from '@tests/testing-library';
import { receipts, type Receipt } from '@/lib/receipts';
import { OrderConfirmPage } from './order-confirm-page';
import { renderWithProviders } from '@tests/render-with-providers';

const receipt = (overrides: Partial<Receipt> = {}): Receipt => ({
  orderId: 'ORD00042',
  paymentId: 'pay_42',
  providerOrderId: 'order_42',
  amount: 549,
  date: new Date().toISOString(),
  items: [{ name: 'Ashwagandha', price: 499, quantity: 1 }],
  userId: null,
  ...overrides,
});

function renderWithState(state: unknown) {
  renderWithProviders(<OrderConfirmPage />, {
    route: '/order-confirm',
    path: '/order-confirm',
    state,
    routes: [
      { path: '/orders-on-this-device', element: <h1>Orders on this device</h1> },
      { path: '/order-details', element: <h1>Your orders</h1> },
    ],
  });
}

/** A guest without a verified receipt for the state's payment is sent to this device's orders. */
async function expectSentToOrders() {
  expect(await screen.findByRole('heading', { name: 'Orders on this device' })).toBeVisible();
  expect(screen.queryByRole('heading', { name: 'Order Confirmed!' })).not.toBeInTheDocument();
}

describe('OrderConfirmPage', () => {
  afterEach(() => receipts.clear());

  it('confirms, naming the order and the amount, when this device holds its verified receipt', async () => {
    receipts.add(receipt());
    renderWithState({ orderId: 'ORD00042', amount: 1, paymentId: 'pay_42' });
    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument();
    expect(screen.getByText(/₹549\.00 paid/)).toBeInTheDocument();
    expect(screen.getByText(/payment pay_42/)).toBeInTheDocument();
  });

  it('confirms nothing for a payment of its own that only shares an order number', async () => {
    receipts.add(receipt());
    renderWithState({ orderId: 'ORD00042', amount: 549, paymentId: 'pay_other' });
    await expectSentToOrders();
  });

  it('confirms nothing for a payment verification rejected', async () => {
    receipts.add(receipt({ orderId: 'ORD00043', paymentId: 'pay_43', rejected: true }));
    renderWithState({ orderId: 'ORD00043', paymentId: 'pay_43' });
    await expectSentToOrders();
  });

  it('confirms nothing from navigation state alone, or opened with none', async () => {
    renderWithState({ orderId: 'ORD00099', amount: 999, paymentId: 'pay_99' });
    await expectSentToOrders();
  });
});
