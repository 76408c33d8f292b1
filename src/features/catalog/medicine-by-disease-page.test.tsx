import { screen, within } from '@tests/testing-library';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@tests/render-with-providers';
import { MedicineByDiseasePage } from './medicine-by-disease-page';

describe('MedicineByDiseasePage', () => {
  const routes = [{ path: '/shop', element: <p>Shop page</p> }];

  it('offers the categories tabs, this page marked as the current one', async () => {
    renderWithProviders(<MedicineByDiseasePage />, { route: '/medicine-by-disease', routes });
    const nav = screen.getByRole('navigation', { name: 'Browse medicines' });
    expect(within(nav).getByRole('link', { name: 'Medicine By Disease' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Medicine By Name' })).not.toHaveAttribute(
      'aria-current',
    );
    expect((await screen.findAllByRole('article')).length).toBeGreaterThan(0);
  });

  it('Medicine By Name goes to /shop', async () => {
    const user = userEvent.setup();
    const { location } = renderWithProviders(<MedicineByDiseasePage />, {
      route: '/medicine-by-disease',
      path: '/medicine-by-disease',
      routes,
    });
    await user.click(screen.getByRole('link', { name: 'Medicine By Name' }));
    expect(location().pathname).toBe('/shop');
    expect(screen.getByText('Shop page')).toBeInTheDocument();
  });
});
