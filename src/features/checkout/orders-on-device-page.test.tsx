import { screen, within } from '@tests/testing-library';
import userEvent from '@testing-library/user-event';
import { receipts } from '@/lib/receipts';
import { renderWithProviders } from '@tests/render-with-providers';
import { OrdersOnDevicePage } from './orders-on-device-page';

function keepReceipts() {
  receipts.add({
    orderId: 'ORD00011',
    paymentId: 'pay_older',
    amount: 499,
    date: '2026-11-02T09:00:00.000Z',
    items: [{ name: 'Triphala Tablets', price: 449, quantity: 1 }],
    userId: null,
  });
  receipts.add({
    orderId: 'ORD00012',
    paymentId: 'pay_newer',
    amount: 1049.5,
    date: '2026-11-20T10:30:00.000Z',
    items: [
      { name: 'Ashwagandha Churna', price: 449.75, quantity: 2 },
      { name: 'Brahmi Oil', price: 0, quantity: 1 },
    ],
    userId: null,
  });
}

describe('orders on this device', () => {
  it('keeps a payment verification rejected, saying so, for the shopper to quote to support', () => {
    receipts.add({
      orderId: 'ORD00013',
      paymentId: 'pay_rejected',
      amount: 549,
      date: '2026-11-21T10:30:00.000Z',
      items: [],
      userId: null,
      rejected: true,
    });
    renderWithProviders(<OrdersOnDevicePage />);
    const [receipt] = screen.getAllByRole('article');
    expect(receipt).toHaveTextContent('Payment verification failed. Please contact support.');
    expect(receipt).toHaveTextContent('pay_rejected');
    expect(receipt).not.toHaveTextContent('Amount paid');
  });

  it('lists the receipts newest first with date, amount, payment id and items', () => {
    keepReceipts();
    renderWithProviders(<OrdersOnDevicePage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Orders on this device' }),
    ).toBeInTheDocument();
    const [newer, older] = screen.getAllByRole('article');
    expect(within(newer!).getByRole('heading', { name: 'Order ORD00012' })).toBeInTheDocument();
    expect(newer).toHaveTextContent('20 Nov 2026');
    expect(newer).toHaveTextContent('₹1,049.50');
    expect(newer).toHaveTextContent('pay_newer');
    const items = within(newer!).getByRole('list', { name: 'Items in order ORD00012' });
    expect(
      within(items)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ashwagandha Churna× 2₹899.50', 'Brahmi Oil× 1₹0.00']);
    expect(within(older!).getByRole('heading', { name: 'Order ORD00011' })).toBeInTheDocument();
  });

  it('deletes one receipt, then all, and then offers the shop', async () => {
    const user = userEvent.setup();
    keepReceipts();
    renderWithProviders(<OrdersOnDevicePage />);
    await user.click(
      screen.getByRole('button', { name: 'Delete receipt for order ORD00012, payment pay_newer' }),
    );
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: '1 receipt' })).toHaveFocus();
    expect(screen.getByText('Receipt for order ORD00012 deleted.')).toBeInTheDocument();
    expect(receipts.read().map((kept) => kept.orderId)).toEqual(['ORD00011']);

    await user.click(screen.getByRole('button', { name: 'Delete all receipts' }));
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByText('There are no receipts on this device yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/shop',
    );
    expect(window.localStorage.getItem('receipts')).toBeNull();
  });
});
