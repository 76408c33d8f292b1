import { english, screen, waitFor, within } from '@tests/testing-library';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { messages } from '@/config/messages';
import { server } from '@/mocks/node';
import { renderWithProviders } from '@tests/render-with-providers';
import { HeaderSearch } from './header-search';
import { recentSearches } from '@/lib/recent-searches';

function ShowLocation() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderSearch() {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <HeaderSearch />
      <ShowLocation />
    </>,
  );
  const box = screen.getByRole('combobox', { name: /search remedies/i });
  return { user, box };
}

const listbox = () => screen.getByRole('listbox', { name: 'Search suggestions' });

describe('HeaderSearch', () => {
  it('is a collapsed list combobox until something is typed', () => {
    const { box } = renderSearch();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    expect(box).toHaveAttribute('aria-controls');
    expect(box).not.toHaveAttribute('aria-activedescendant');
  });

  it("reads 'sugar' as diabetes: products, the disease and its combo, in groups", async () => {
    const { user, box } = renderSearch();
    await user.type(box, 'sugar');
    const diseases = await screen.findByRole('group', { name: 'Diseases' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(within(diseases).getByRole('option', { name: 'Diabetes Care' })).toBeInTheDocument();
    const combos = screen.getByRole('group', { name: 'Combos' });
    expect(within(combos).getByRole('option', { name: 'Diabetes Care Combo' })).toBeVisible();
    const products = within(screen.getByRole('group', { name: 'Products' })).getAllByRole('option');
    expect(products.length).toBeGreaterThan(0);
    expect(products.length).toBeLessThanOrEqual(5);
    expect(products[0]).toHaveTextContent(/Madhu Nashini Vati.*₹349/);
    expect(screen.getByText('Showing results for diabetes')).toBeVisible();
    expect(within(box.closest('form')!).getByRole('status')).toHaveTextContent(
      `Showing results for diabetes. ${products.length + 2} suggestions for "sugar"`,
    );
  });

  it('moves through the options with the arrows and opens the active one with Enter', async () => {
    const { user, box } = renderSearch();
    await user.type(box, 'sugar');
    await screen.findByRole('group', { name: 'Products' });
    const options = within(listbox()).getAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[options.length - 1]!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/product-details/karela-jamun-juice',
      ),
    );
    expect(box).toHaveValue('');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveFocus();
    expect(recentSearches.read()).toEqual(['sugar']);
  });

  it('opens a disease or a combo on click', async () => {
    const { user, box } = renderSearch();
    await user.type(box, 'joint pain');
    await user.click(await screen.findByRole('option', { name: 'Joint & Bone Health' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/categories/joint-bone-health'),
    );
    expect(box).toHaveValue('');
    await user.type(box, 'gas');
    await user.click(await screen.findByRole('option', { name: 'Healthy Digestion Combo' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/combo-details/healthy-digestion-combo',
      ),
    );
  });

  it('searches the shop with Enter when no option is active, and remembers it', async () => {
    const { user, box } = renderSearch();
    await user.type(box, 'Triphala{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/shop?search=Triphala'),
    );
    expect(box).toHaveValue('');
    expect(recentSearches.read()).toEqual(['Triphala']);
  });

  it('closes with Escape, clears with a second Escape, and says when nothing matches', async () => {
    const { user, box } = renderSearch();
    await user.type(box, 'zzqx');
    expect(await screen.findByText('No matches for "zzqx"', { selector: 'p:not([role])' }));
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('zzqx');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');

    await user.type(box, 'zzqx');
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
    // The search button is still the search's; focus leaving the search closes the popup.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('lets the keyboard reach the buttons that remove recent searches', async () => {
    recentSearches.add('hair fall');
    recentSearches.add('sugar');
    const { user, box } = renderSearch();
    await user.click(box);
    await screen.findByRole('group', { name: 'Recent searches' });
    await user.tab();
    await user.tab();
    const remove = screen.getByRole('button', { name: 'Remove "sugar" from recent searches' });
    expect(remove).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(recentSearches.read()).toEqual(['hair fall']);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Clear recent searches' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(recentSearches.read()).toEqual([]);
  });

  it('offers recent searches when focused empty; one can be removed or all cleared', async () => {
    recentSearches.add('hair fall');
    recentSearches.add('sugar');
    const { user, box } = renderSearch();
    await user.click(box);
    const recent = await screen.findByRole('group', { name: 'Recent searches' });
    expect(
      within(recent)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['sugar', 'hair fall']);
    await user.click(screen.getByRole('button', { name: 'Remove "sugar" from recent searches' }));
    expect(within(recent).getAllByRole('option')).toHaveLength(1);
    expect(recentSearches.read()).toEqual(['hair fall']);
    expect(box).toHaveFocus();

    // Picking a recent search puts it back in the box and suggests for it.
    await user.keyboard('{ArrowDown}{Enter}');
    expect(box).toHaveValue('hair fall');
    expect(await screen.findByRole('option', { name: 'Hair Care' })).toBeInTheDocument();

    await user.clear(box);
    await user.click(await screen.findByRole('button', { name: 'Clear recent searches' }));
    expect(recentSearches.read()).toEqual([]);
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('removes the selected recent search with the Delete key, and says so', async () => {
    recentSearches.add('hair fall');
    recentSearches.add('sugar');
    const { user, box } = renderSearch();
    await user.click(box);
    const recent = await screen.findByRole('group', { name: 'Recent searches' });
    expect(screen.getByText('2 recent searches. Delete removes the one selected.')).toHaveAttribute(
      'role',
      'status',
    );
    await user.keyboard('{ArrowDown}{ArrowDown}{Delete}');
    expect(
      within(recent)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['sugar']);
    expect(recentSearches.read()).toEqual(['sugar']);
    expect(box).toHaveFocus();
    // With no option selected, Delete is the text field's own.
    await user.keyboard('{Delete}');
    expect(recentSearches.read()).toEqual(['sugar']);
  });

  it("shows the spec's message when product search fails, and keeps the diseases", async () => {
    server.use(
      http.get('*/api/web/product_list_get', () =>
        HttpResponse.json({ status: false }, { status: 500 }),
      ),
    );
    const { user, box } = renderSearch();
    await user.type(box, 'sugar');
    expect(
      await screen.findByText(english._(messages.productsLoadFailed), {
        selector: 'p:not([role])',
      }),
    ).toBeVisible();
    expect(screen.getByRole('option', { name: 'Diabetes Care' })).toBeInTheDocument();
  });

  it('renders names from the API as text, never as HTML', async () => {
    const hostile = '<img src=x onerror=alert(1)>Sugar Free';
    server.use(
      http.get('*/api/web/product_list_get', () =>
        HttpResponse.json({
          status: true,
          data: {
            products: [
              {
                id: 99,
                slug: 'x',
                name: hostile,
                default_image: 'javascript:alert(1)',
                short_description: '',
                price: 10,
                sale_price: null,
                original_price: null,
                avg_rating: 0,
              },
            ],
            total: 1,
          },
        }),
      ),
    );
    const { user, box } = renderSearch();
    await user.type(box, 'sugar');
    const option = await screen.findByRole('option', { name: new RegExp('Sugar Free') });
    expect(option).toHaveTextContent(hostile);
    expect(option.querySelector('img[src="x"]')).toBeNull();
    expect(option.querySelector('img')).toHaveAttribute('src', '/images/placeholder.svg');
  });
});
