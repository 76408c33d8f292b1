import { screen, within } from '@tests/testing-library';
import userEvent from '@testing-library/user-event';
import { db } from '@/mocks/db';
import { savedAddress } from '@/lib/saved-address';
import { renderWithProviders } from '@tests/render-with-providers';
import { CheckoutPage } from './checkout-page';
import { addBusinessDays, deliveryWindow } from './delivery-dates';
import { pinMatchesRegion } from './pin-prefixes';

function seedCart() {
  const product = db.data.products[0];
  window.localStorage.setItem(
    'cart',
    JSON.stringify([
      {
        id: product.id,
        name: product.name,
        price: product.price,
        image: '',
        slug: product.slug,
        quantity: 1,
      },
    ]),
  );
}

describe('PIN prefixes', () => {
  it('knows which state a PIN code belongs to, and never blocks an incomplete one', () => {
    expect(pinMatchesRegion('560001', 'Karnataka')).toBe(true);
    expect(pinMatchesRegion('110001', 'Delhi')).toBe(true);
    expect(pinMatchesRegion('560001', 'Kerala')).toBe(false);
    expect(pinMatchesRegion('5600', 'Kerala')).toBe(true);
    expect(pinMatchesRegion('403001', 'Goa')).toBe(true);
  });
});

describe('delivery dates', () => {
  it('counts business days, skipping weekends', () => {
    const friday = new Date(2026, 10, 20);
    expect(addBusinessDays(friday, 1).getDay()).toBe(1);
    expect(addBusinessDays(friday, 3).getDate()).toBe(25);
    expect(deliveryWindow(1, 2, friday)).toMatch(/^Arrives Mon, 23 Nov – Tue, 24 Nov$/);
  });
});

describe('checkout that knows India', () => {
  it('offers the union territories after the 28 states', async () => {
    seedCart();
    renderWithProviders(<CheckoutPage />);
    const state = screen.getByLabelText('State');
    const states = within(state).getByRole('group', { name: 'States' });
    const territories = within(state).getByRole('group', { name: 'Union Territories' });
    expect(within(states).getAllByRole('option')).toHaveLength(28);
    expect(
      within(territories)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toContain('Delhi');
    expect(within(territories).getAllByRole('option')).toHaveLength(8);
  });

  it('sets autocomplete tokens on the address fields', () => {
    seedCart();
    renderWithProviders(<CheckoutPage />);
    expect(screen.getByLabelText('First Name')).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByLabelText('PIN Code')).toHaveAttribute('autocomplete', 'postal-code');
    expect(screen.getByLabelText('State')).toHaveAttribute('autocomplete', 'address-level1');
    expect(screen.getByLabelText('City')).toHaveAttribute('autocomplete', 'address-level2');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('autocomplete', 'tel-national');
  });

  it('warns, without blocking, when the PIN code does not belong to the state', async () => {
    const user = userEvent.setup();
    seedCart();
    renderWithProviders(<CheckoutPage />);
    await user.selectOptions(screen.getByLabelText('State'), 'Kerala');
    // Typed with a space, as PIN codes often are: still judged.
    await user.type(screen.getByLabelText('PIN Code'), '560 001');
    expect(screen.getByLabelText('PIN Code')).toHaveAccessibleDescription(
      /does not look like one in Kerala/,
    );
    await user.selectOptions(screen.getByLabelText('State'), 'Karnataka');
    expect(screen.queryByText(/does not look like one/)).not.toBeInTheDocument();
  });

  it('shows delivery dates for each shipping method', () => {
    seedCart();
    renderWithProviders(<CheckoutPage />);
    expect(screen.getByRole('radio', { name: /Standard.*Arrives/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Express.*Arrives/ })).toBeInTheDocument();
  });

  it('offers the last used address and fills the form with it', async () => {
    const user = userEvent.setup();
    savedAddress.write({
      firstName: 'Meera',
      lastName: 'Iyer',
      address: '4 Marine Drive',
      apartment: '',
      city: 'Kochi',
      state: 'Kerala',
      postalCode: '682001',
      phone: '9000012345',
      email: 'meera@example.in',
    });
    seedCart();
    renderWithProviders(<CheckoutPage />);
    await user.click(
      screen.getByRole('button', { name: 'Use my last address: 4 Marine Drive, Kochi' }),
    );
    expect(screen.getByLabelText('City')).toHaveValue('Kochi');
    expect(screen.getByLabelText('State')).toHaveValue('Kerala');
    expect(screen.getByLabelText('First Name')).toHaveValue('Meera');
  });
});
