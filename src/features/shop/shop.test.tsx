import { screen, waitFor, within } from '@tests/testing-library';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { useNavigate } from '@/i18n/navigation';
import { server } from '@/mocks/node';
import { renderWithProviders } from '@tests/render-with-providers';
import { lastPageIfBeyond, pageFromQuery, pageWindow, totalPages } from '@/components/page-window';
import { readShopView } from './shop-view';
import { ShopPage } from './shop-page';

function ShowLocation() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function GoTo({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(to)}>
      Go to {to}
    </button>
  );
}

function renderShop(route = '/shop', goTo = '/shop') {
  return renderWithProviders(
    <>
      <ShopPage />
      <ShowLocation />
      <GoTo to={goTo} />
    </>,
    { route, path: '/shop' },
  );
}

describe('pagination window', () => {
  it('shows at most five pages around the current one, kept within range', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(1, 0)).toEqual([]);
    expect(totalPages(44, 8)).toBe(6);
    expect(totalPages(0, 8)).toBe(1);
  });

  it('reads a page from the URL only as a whole number from 1, and finds a page past the end', () => {
    for (const bad of [
      null,
      '',
      'abc',
      '-1',
      '0',
      '1.5',
      'Infinity',
      '1e999',
      '1e21',
      '1e3',
      '0x10',
      '02',
    ])
      expect(pageFromQuery(bad)).toBe(1);
    expect(pageFromQuery('3')).toBe(3);
    expect(lastPageIfBeyond(7, 44, 8)).toBe(6);
    expect(lastPageIfBeyond(6, 44, 8)).toBeNull();
    expect(lastPageIfBeyond(2, 0, 8)).toBe(1);
  });
});

describe('shop view in the URL', () => {
  it('reads category, search and page, ignoring a bad page', () => {
    expect(readShopView(new URLSearchParams('category=hair-care&search=oil&page=2'))).toEqual({
      category: 'hair-care',
      search: 'oil',
      page: 2,
    });
    expect(readShopView(new URLSearchParams('page=-3')).page).toBe(1);
    expect(readShopView(new URLSearchParams('page=abc')).page).toBe(1);
  });
});

describe('ShopPage', () => {
  it('shows 8 products per page with numbered pages and keeps the page in the URL', async () => {
    const user = userEvent.setup();
    renderShop();
    expect(await screen.findAllByRole('article')).toHaveLength(8);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Shop Ayurvedic Remedies' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/shop?page=2'));
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  });

  it('keeps keyboard focus on Next when it reaches the last page, where Next does nothing', async () => {
    server.use(
      http.get('*/api/web/product_list_get', () =>
        HttpResponse.json({ status: true, data: { products: [], total: 16 } }),
      ),
    );
    const user = userEvent.setup();
    renderShop();
    const next = await screen.findByRole('button', { name: 'Next' });
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    next.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/shop?page=2'));
    // Not `disabled`, which drops focus in a browser (jsdom keeps it: the attribute is the check).
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).not.toBeDisabled();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/shop\?page=2$/);
  });

  it('filters by category from the radio list and starts again at page 1', async () => {
    const user = userEvent.setup();
    renderShop('/shop?page=2');
    await user.click(await screen.findByRole('radio', { name: 'Hair Care' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/shop?category=hair-care'),
    );
    expect(await screen.findByText(/^\d+ products?$/)).toBeInTheDocument();
  });

  it('searches after a pause and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderShop();
    await screen.findAllByRole('article');
    await user.type(screen.getByRole('searchbox', { name: 'Search by Products' }), 'zzzz');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/shop?search=zzzz'),
    );
    expect(await screen.findByText('No products found')).toBeInTheDocument();
  });

  it('offers the category for a condition searched by its everyday name', async () => {
    renderShop('/shop?search=sugar');
    const link = await screen.findByRole('link', { name: 'See Diabetes Care' });
    expect(link).toHaveAttribute('href', '/shop?category=diabetes-care');
    expect(screen.getByText(/Looking for remedies for diabetes\?/)).toBeInTheDocument();
  });

  it('offers no category for a plain product search', async () => {
    renderShop('/shop?search=vati');
    await screen.findAllByRole('article');
    expect(screen.queryByText(/Looking for remedies/)).not.toBeInTheDocument();
  });

  it('shows the last page for a page past the end, with its page buttons', async () => {
    renderShop('/shop?page=999');
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    const last = within(pages)
      .getAllByRole('button', { name: /^Page \d+$/ })
      .at(-1)!;
    expect(last).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/shop?page=${last.textContent ?? ''}`,
    );
  });

  it('keeps a page the previous view did not have while its own answer loads (Back, a link)', async () => {
    const user = userEvent.setup();
    renderShop('/shop?category=hair-care', '/shop?page=3');
    await screen.findAllByRole('article');
    expect(screen.queryByRole('button', { name: 'Page 3' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to /shop?page=3' }));
    expect(await screen.findByRole('button', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/shop\?page=3$/);
  });

  it("never shows another category's products while the chosen one's answer loads", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/api/web/product_list_get', async ({ request }) => {
        if (new URL(request.url).searchParams.get('category') === 'diabetes-care') await held;
      }),
    );
    const user = userEvent.setup();
    renderShop('/shop?category=hair-care', '/shop?category=diabetes-care');
    const hairCare = (await screen.findAllByRole('article')).map((card) => card.textContent);
    const count = screen.getByText(/^\d+ products?$/);
    await user.click(screen.getByRole('button', { name: 'Go to /shop?category=diabetes-care' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/shop?category=diabetes-care'),
    );
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(count).not.toHaveTextContent(/\d/);
    release();
    const diabetesCare = (await screen.findAllByRole('article')).map((card) => card.textContent);
    expect(diabetesCare).not.toEqual(hairCare);
    // The same status line says the new count: a screen reader hears it.
    expect(count).toHaveAttribute('role', 'status');
    expect(count).toHaveTextContent(/^\d+ products?$/);
  });

  it('keeps the page buttons under an empty page its count says is not the last', async () => {
    server.use(
      http.get('*/api/web/product_list_get', () =>
        HttpResponse.json({ status: true, data: { products: [], total: 30 } }),
      ),
    );
    renderShop('/shop?page=2');
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 1' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/shop$/);
  });

  it('restores the view from the URL', async () => {
    renderShop('/shop?search=vati');
    expect(screen.getByRole('searchbox')).toHaveValue('vati');
    const cards = await screen.findAllByRole('article');
    cards.forEach((card) => expect(card).toHaveTextContent(/VATI/));
  });

  it('shows the spec message when the list fails, and the filters still work', async () => {
    server.use(
      http.get('*/api/web/product_list_get', () =>
        HttpResponse.json({ status: true, data: { products: 'x' } }),
      ),
    );
    renderShop();
    expect(
      await screen.findByText('Failed to load products. Please try again later.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'All' })).toBeChecked();
  });
});
