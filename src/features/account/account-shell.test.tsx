import { english, screen, waitFor, within } from '@tests/testing-library';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { messages } from '@/config/messages';
import { DEMO_USER } from '@/mocks/db';
import { server } from '@/mocks/node';
import { useLoginDialog } from '@/lib/login-dialog';
import { renderWithProviders } from '@tests/render-with-providers';
import { DashboardPage } from './dashboard-page';
import { OrderDetailPage } from './order-detail-page';
import { OrdersPage } from './orders-page';
import { storeSignedInSession } from '@tests/mock-api';

/** Shows what the login dialog was asked to do (the dialogs themselves live in the layout). */
function LoginDialogProbe() {
  const { view, returnTo } = useLoginDialog();
  return (
    <output aria-label="login dialog">
      {view ? `${view} → ${returnTo ?? 'nowhere'}` : 'closed'}
    </output>
  );
}

function renderAccountPage(page: React.ReactElement, route: string, path: string) {
  return renderWithProviders(
    <>
      {page}
      <LoginDialogProbe />
    </>,
    { route, path, routes: [{ path: '/', element: <LoginDialogProbe /> }] },
  );
}

const probe = () => screen.getByRole('status', { name: 'login dialog' });

describe('account guard', () => {
  it('asks a signed-out visitor to log in and remembers the page', async () => {
    renderAccountPage(<DashboardPage />, '/account', '/account');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Please log in' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();
    expect(probe()).toHaveTextContent('login → /account');
  });

  it('keeps the full location, query included', async () => {
    renderAccountPage(
      <OrderDetailPage />,
      '/account-details/3?from=email',
      '/account-details/:orderId',
    );
    expect(probe()).toHaveTextContent('login → /account-details/3?from=email');
  });

  it('lets the visitor open the login modal again after closing it', async () => {
    const user = userEvent.setup();
    renderAccountPage(<OrdersPage />, '/order-details', '/order-details');
    expect(probe()).toHaveTextContent('login → /order-details');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(probe()).toHaveTextContent('login → /order-details');
  });

  it('ends the session on a 401 and says so', async () => {
    await storeSignedInSession();
    server.use(
      http.get('*/api/orders/order_get', () =>
        HttpResponse.json({ status: false, message: 'Unauthorized' }, { status: 401 }),
      ),
    );
    renderAccountPage(<OrdersPage />, '/order-details', '/order-details');
    expect(await screen.findByText(english._(messages.sessionExpired))).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    await waitFor(() => expect(probe()).toHaveTextContent('login → /order-details'));
    expect(screen.getByRole('heading', { name: 'Your session has ended' })).toBeInTheDocument();
  });

  it('logs out from the sidebar: session cleared, home, no login prompt', async () => {
    await storeSignedInSession();
    const user = userEvent.setup();
    const view = renderAccountPage(<DashboardPage />, '/account', '/account');
    const sidebar = screen.getByRole('navigation', { name: 'Account' });
    expect(within(sidebar).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(sidebar).getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'href',
      '/order-details',
    );
    expect(within(sidebar).getByRole('link', { name: 'Account Settings' })).toHaveAttribute(
      'href',
      '/account-settings',
    );
    expect(within(sidebar).getByRole('link', { name: 'Wishlist' })).toHaveAttribute(
      'href',
      '/wishlist',
    );
    await user.click(within(sidebar).getByRole('button', { name: 'Logout' }));
    expect(view.location().pathname).toBe('/');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(probe()).toHaveTextContent('closed');
  });

  it('shows the page to a signed-in shopper', async () => {
    await storeSignedInSession();
    renderAccountPage(<DashboardPage />, '/account', '/account');
    expect(screen.getByRole('heading', { name: `Hello, ${DEMO_USER.name}!` })).toBeInTheDocument();
    expect(probe()).toHaveTextContent('closed');
  });
});
