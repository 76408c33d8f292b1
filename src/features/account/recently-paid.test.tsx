import { screen, within } from '@tests/testing-library';
import { receipts } from '@/lib/receipts';
import { renderWithProviders } from '@tests/render-with-providers';
import { DashboardPage } from './dashboard-page';
import { OrdersPage } from './orders-page';
import { storeSignedInSession } from '@tests/mock-api';

/** The signed-in demo shopper's id. */
let shopperId = 0;

const receipt = (orderId: string, userId: number | null = shopperId) => ({
  orderId,
  paymentId: `pay_${orderId}`,
  amount: 699,
  date: '2026-11-20T10:30:00.000Z',
  items: [{ name: 'Triphala Tablets', price: 649, quantity: 1 }],
  userId,
});

describe('recently paid on this device', () => {
  beforeEach(async () => {
    shopperId = (await storeSignedInSession()).user.id;
  });

  it('shows receipts the order list does not have yet on the orders page', async () => {
    // The demo account lists ORD00001 to ORD00004.
    receipts.add(receipt('ORD00003'));
    receipts.add(receipt('ORD09999'));
    renderWithProviders(<OrdersPage />, { route: '/order-details', path: '/order-details' });
    const block = await screen.findByRole('region', { name: 'Recently paid on this device' });
    expect(within(block).getByRole('heading', { name: 'Order ORD09999' })).toBeInTheDocument();
    expect(within(block).queryByText(/ORD00003/)).not.toBeInTheDocument();
    expect(within(block).getByRole('link', { name: 'Orders on this device' })).toHaveAttribute(
      'href',
      '/orders-on-this-device',
    );
  });

  it("never shows another shopper's or a guest's payments made on this device", async () => {
    receipts.add(receipt('ORD09998', shopperId + 1));
    receipts.add(receipt('ORD09997', null));
    renderWithProviders(<DashboardPage />, { route: '/account', path: '/account' });
    expect(await screen.findByRole('table', { name: 'Your most recent orders' })).toBeVisible();
    expect(
      screen.queryByRole('region', { name: 'Recently paid on this device' }),
    ).not.toBeInTheDocument();
  });

  it('is not shown on the dashboard once the order list has every receipt', async () => {
    receipts.add(receipt('ORD00004'));
    renderWithProviders(<DashboardPage />, { route: '/account', path: '/account' });
    expect(await screen.findByRole('table', { name: 'Your most recent orders' })).toBeVisible();
    expect(
      screen.queryByRole('region', { name: 'Recently paid on this device' }),
    ).not.toBeInTheDocument();
  });
});
