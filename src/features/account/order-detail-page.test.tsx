import { english, screen, within } from '@tests/testing-library';
import { http, HttpResponse } from 'msw';
import { messages } from '@/config/messages';
import { formatAmount } from '@/lib/format';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { renderWithProviders } from '@tests/render-with-providers';
import { OrderDetailPage } from './order-detail-page';
import { storeSignedInSession } from '@tests/mock-api';

function renderOrder(id: string | number) {
  return renderWithProviders(<OrderDetailPage />, {
    route: `/account-details/${id}`,
    path: '/account-details/:orderId',
  });
}

function detail(term: string) {
  const dt = screen.getAllByText(term, { selector: 'dt' })[0]!;
  return dt.nextElementSibling?.textContent;
}

describe('order detail page', () => {
  beforeEach(async () => {
    await storeSignedInSession();
  });

  it('says it is loading, then shows every field of the order in INR', async () => {
    const order = db.data.orders.find((candidate) => candidate.id === 2)!;
    renderOrder(2);
    expect(screen.getByText(english._(messages.orderDetailLoading))).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Order ORD00002' })).toBeInTheDocument();

    expect(detail('Order Number')).toBe('ORD00002');
    expect(detail('Order Date')).toMatch(/\d{4}$/);
    expect(detail('Payment Method')).toBe('Online');
    expect(detail('Shipping')).toBe(formatAmount(order.shipping_price));
    expect(detail('Total')).toBe(formatAmount(order.amount));
    expect(detail('Name')).toBe(order.name);
    expect(detail('Email')).toBe(order.email);
    expect(detail('Phone')).toBe(order.phone);

    const address = screen.getByRole('region', { name: 'Shipping Address' });
    expect(address).toHaveTextContent(order.address_line1);
    expect(address).toHaveTextContent(order.address_line2);
    expect(address).toHaveTextContent(`${order.city}, ${order.state} - ${order.postal_code}`);
    expect(address).toHaveTextContent('India');

    const items = screen.getByRole('table', { name: 'Items in order ORD00002' });
    for (const item of order.items) {
      const row = within(items).getByRole('row', { name: new RegExp(item.product_name) });
      expect(row).toHaveTextContent(formatAmount(item.price));
      expect(row).toHaveTextContent(String(item.quantity));
      expect(row).toHaveTextContent(formatAmount(item.total));
    }
    expect(within(items).getByRole('row', { name: /Order Total/ })).toHaveTextContent(
      formatAmount(order.amount),
    );

    expect(detail('Payment ID')).toBe(order.razorpay_payment_id);
    expect(detail('Razorpay Order ID')).toBe(order.razorpay_order_id);
    expect(detail('Payment Date')).toMatch(/\d{4}$/);
    expect(detail('Payment Status')).toBe('Shipped');
  });

  it('shows N/A for payment details a pending order does not have yet', async () => {
    const order = db.data.orders.find((candidate) => candidate.id === 4)!;
    order.status = 'pending';
    order.razorpay_payment_id = null;
    order.payment_date = null;
    renderOrder(4);
    await screen.findByRole('heading', { name: 'Order ORD00004' });
    expect(detail('Payment ID')).toBe('N/A');
    expect(detail('Payment Date')).toBe('N/A');
    expect(detail('Payment Status')).toBe('Pending');
  });

  it("says when the order cannot be loaded, in the server's words when it gives them", async () => {
    renderOrder(999);
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found');
    expect(screen.getByRole('link', { name: '← Back to orders' })).toHaveAttribute(
      'href',
      '/order-details',
    );
  });

  it('says so when the answer has the wrong shape', async () => {
    server.use(
      http.get('*/api/web/orders/:id', () =>
        HttpResponse.json({ status: true, data: { id: 'x' } }),
      ),
    );
    renderOrder(1);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      english._(messages.orderDetailFailed),
    );
  });
});
