import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { receipts } from '@/lib/receipts';
import { OrderConfirmPage } from './order-confirm-page';

function renderWithState(state: unknown) {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/order-confirm', state }]}>
      <OrderConfirmPage />
    </MemoryRouter>,
  );
}

describe('OrderConfirmPage', () => {
  afterEach(() => receipts.clear());

  it('names the order and the amount paid when this device holds its verified receipt', () => {
    receipts.add({
      orderId: 'ORD00042',
      paymentId: 'pay_42',
      providerOrderId: 'order_42',
      amount: 549,
      date: new Date().toISOString(),
      items: [{ name: 'Ashwagandha', price: 499, quantity: 1 }],
      userId: null,
    });
    renderWithState({ orderId: 'ORD00042', amount: 1, paymentId: 'pay_42' });
    expect(screen.getByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument();
    expect(screen.getByText(/₹549\.00 paid/)).toBeInTheDocument();
    expect(screen.getByText(/payment pay_42/)).toBeInTheDocument();
  });

  it('claims no paid order for a payment of its own that only shares an order number', () => {
    receipts.add({
      orderId: 'ORD00042',
      paymentId: 'pay_42',
      amount: 549,
      date: new Date().toISOString(),
      items: [],
      userId: null,
    });
    renderWithState({ orderId: 'ORD00042', amount: 549, paymentId: 'pay_other' });
    expect(screen.queryByText(/ORD00042/)).not.toBeInTheDocument();
    expect(screen.queryByText(/paid/)).not.toBeInTheDocument();
  });

  it('claims no paid order for a payment verification rejected', () => {
    receipts.add({
      orderId: 'ORD00043',
      paymentId: 'pay_43',
      amount: 549,
      date: new Date().toISOString(),
      items: [],
      userId: null,
      rejected: true,
    });
    renderWithState({ orderId: 'ORD00043', paymentId: 'pay_43' });
    expect(screen.queryByText(/ORD00043/)).not.toBeInTheDocument();
    expect(screen.queryByText(/paid/)).not.toBeInTheDocument();
  });

  it('claims no paid order from navigation state alone', () => {
    renderWithState({ orderId: 'ORD00099', amount: 999, paymentId: 'pay_99' });
    expect(screen.getByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument();
    expect(screen.queryByText(/ORD00099/)).not.toBeInTheDocument();
    expect(screen.queryByText(/paid/)).not.toBeInTheDocument();
  });
});
