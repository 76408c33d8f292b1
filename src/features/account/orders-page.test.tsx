import { screen, waitFor, within } from '@tests/testing-library';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { renderWithProviders } from '@tests/render-with-providers';
import { OrdersPage } from './orders-page';
import { storeSignedInSession } from '@tests/mock-api';

describe('orders page', () => {
  beforeEach(async () => {
    await storeSignedInSession();
  });

  it('lists every order newest first with capitalised statuses', async () => {
    renderWithProviders(<OrdersPage />, { route: '/order-details', path: '/order-details' });
    expect(screen.getByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'All your orders, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'ORD00004',
      'ORD00003',
      'ORD00002',
      'ORD00001',
    ]);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      'Paid',
      'Processing',
      'Shipped',
      'Delivered',
    ]);
  });

  it('labels an order without a shop number ORD + the id padded to 5 digits', async () => {
    server.use(
      http.get('*/api/orders/order_get', () =>
        HttpResponse.json({
          status: true,
          data: {
            orders: [
              {
                id: 42,
                order_id: null,
                createdAt: '2026-01-05T10:00:00.000Z',
                status: 'pending',
                amount: 449.5,
              },
              { id: 7, createdAt: '2026-01-06T10:00:00.000Z', status: 'SHIPPED', amount: 1200 },
              { id: 3, order_id: 'ORD00003', createdAt: 'last week', status: 'paid', amount: 99 },
            ],
          },
        }),
      ),
    );
    renderWithProviders(<OrdersPage />, { route: '/order-details', path: '/order-details' });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('ORD00007');
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('ORD00042');
    expect(within(rows[1]!).getByText('Pending')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('₹449.50')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'View order ORD00042' })).toHaveAttribute(
      'href',
      '/account-details/42',
    );
    // A date that does not parse reads N/A, as on the order's own page.
    expect(within(rows[2]!).getByRole('rowheader')).toHaveTextContent('ORD00003');
    expect(within(rows[2]!).getAllByRole('cell')[0]).toHaveTextContent('N/A');
  });

  it('says the orders failed to load, and logs the failure through reportError', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get('*/api/orders/order_get', () => HttpResponse.error()));
    renderWithProviders(<OrdersPage />, { route: '/order-details', path: '/order-details' });
    expect(await screen.findByText('Failed to load orders')).toBeInTheDocument();
    // Reported by an effect, which may run a moment after the text is drawn.
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[Orders]', expect.anything()));
  });
});
