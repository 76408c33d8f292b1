import { screen } from '@tests/testing-library';
import { renderWithProviders } from '@tests/render-with-providers';
import { AccountSidebar } from './account-sidebar';

describe('AccountSidebar', () => {
  it.each([
    ['/account-details/3', '/account-details/:orderId'],
    ['/hi/account-details/3', '/hi/account-details/:orderId'],
  ])("marks Orders as the section of an order's page (%s)", (route, path) => {
    renderWithProviders(<AccountSidebar />, { route, path });
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveClass('active');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveClass('active');
  });
});
