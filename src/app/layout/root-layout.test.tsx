import { act, render, screen, waitFor, within } from '@tests/testing-library';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { lazy, type ReactNode } from 'react';
import {
  createBrowserRouter,
  createRoutesFromElements,
  Outlet,
  Route,
  RouterProvider,
} from 'react-router-dom';
import { Link } from '@/i18n/navigation';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { keepFocus, keepScroll } from '@/lib/page-start';
import { loadSectionI18n } from '@/i18n/catalogs';
import { toast } from '@/lib/toast';
import { server } from '@/mocks/node';
import { keepCapturedPayment } from '@tests/kept-payment';
import { RootLayout } from './root-layout';

/** The layout at `url`, around the given pages (routes), in the browser's own history. */
function renderLayoutAt(url: string, pages: ReactNode) {
  window.history.replaceState(null, '', url);
  const router = createBrowserRouter(
    createRoutesFromElements(
      <Route
        element={
          <RootLayout>
            <Outlet />
          </RootLayout>
        }
      >
        {pages}
      </Route>,
    ),
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

/** react-toastify closes a toast when its timer's animation ends: that animation's length is its duration. */
async function toastTimerOf(text: string) {
  const shown = await screen.findByText(text);
  const toastElement = shown.closest<HTMLElement>('.Toastify__toast')!;
  return within(toastElement).getByRole('progressbar', { hidden: true }).style.animationDuration;
}

describe('RootLayout', () => {
  it('leaves the first page where it is scrolled, and starts each next page at its top', async () => {
    // The first page may be a prerendered shell the shopper scrolled before the app took it over.
    const scrollTo = vi.spyOn(window, 'scrollTo');
    renderLayoutAt(
      '/',
      <>
        <Route index element={<Link to="/about">To about</Link>} />
        <Route path="about" element={<h1>About</h1>} />
      </>,
    );
    await userEvent.click(await screen.findByRole('link', { name: 'To about' }));
    expect(await screen.findByRole('heading', { name: 'About' })).toBeInTheDocument();
    // The page starts in an effect, which runs a moment after the page is drawn.
    await waitFor(() => expect(scrollTo.mock.calls).toEqual([[0, 0]]));
    // The keyboard's focus starts there too, not on the link that has gone.
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('starts another view of the same page at its top too, unless the page shows it in place', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderLayoutAt(
      '/shop',
      <>
        <Route
          path="shop"
          element={
            <>
              <Link to="/shop?category=diabetes-care">Diabetes in the footer</Link>
              <Link to="/shop?category=hair-care" state={keepScroll}>
                Hair care in the filter
              </Link>
              <Link to="/shop?search=gas" state={keepFocus}>
                Search from the header
              </Link>
            </>
          }
        />
      </>,
    );
    const filter = await screen.findByRole('link', { name: 'Hair care in the filter' });
    await userEvent.click(filter);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(filter).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Diabetes in the footer' }));
    await waitFor(() => expect(scrollTo.mock.calls).toEqual([[0, 0]]));
    expect(screen.getByRole('main')).toHaveFocus();

    // A search from the header starts the page at its top; the shopper's focus stays put.
    const search = screen.getByRole('link', { name: 'Search from the header' });
    await userEvent.click(search);
    await waitFor(() =>
      expect(scrollTo.mock.calls).toEqual([
        [0, 0],
        [0, 0],
      ]),
    );
    expect(search).toHaveFocus();
  });

  /**
   * A page whose code arrives when the test says, after a link to it was followed. `arrive`
   * resolves once the new page has started (its scroll to the top, in the layout's effect).
   */
  async function followLinkToSlowPage() {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    let arrive = () => {};
    const SlowPage = lazy(
      () =>
        new Promise<{ default: () => React.JSX.Element }>((resolve) => {
          arrive = () => resolve({ default: () => <h1>Slow</h1> });
        }),
    );
    renderLayoutAt(
      '/',
      <>
        <Route index element={<Link to="/slow">To a slow page</Link>} />
        <Route path="slow" element={<SlowPage />} />
      </>,
    );
    await userEvent.click(await screen.findByRole('link', { name: 'To a slow page' }));
    return async () => {
      arrive();
      expect(await screen.findByRole('heading', { name: 'Slow' })).toBeInTheDocument();
      await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
    };
  }

  it('leaves focus where the shopper put it while the next page was loading', async () => {
    const arrive = await followLinkToSlowPage();
    // The old page stays while the new one's code loads; the shopper opens the account menu.
    const menu = screen.getByRole('button', { name: 'My Account' });
    await userEvent.click(menu);
    await arrive();
    expect(menu).toHaveFocus();
    expect(menu).toHaveAttribute('aria-expanded', 'true');
  });

  it('still starts the new page at its content when a script moved focus meanwhile', async () => {
    const arrive = await followLinkToSlowPage();
    // As a dialog closed by the shopper's last click gives focus back to what opened it.
    screen.getByRole('button', { name: 'My Account' }).focus();
    await arrive();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('opens a view the page showed in place at its top when Back returns to it', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderLayoutAt(
      '/shop',
      <>
        <Route
          path="shop"
          element={
            <>
              <Link to="/shop?category=hair-care" state={keepScroll}>
                Hair care in the filter
              </Link>
              <Link to="/product-details/neem">A product</Link>
            </>
          }
        />
        <Route path="product-details/:slug" element={<h1>Neem</h1>} />
      </>,
    );
    await userEvent.click(await screen.findByRole('link', { name: 'Hair care in the filter' }));
    await userEvent.click(screen.getByRole('link', { name: 'A product' }));
    await screen.findByRole('heading', { name: 'Neem' });
    expect(scrollTo).toHaveBeenCalledTimes(1);
    act(() => window.history.back());
    await waitFor(() => expect(window.location.search).toBe('?category=hair-care'));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledTimes(2));
  });

  it('closes toasts after 5 s, and after 2 s on the dashboard (spec section 9)', async () => {
    renderLayoutAt(
      '/shop',
      <>
        <Route path="shop" element={<Link to="/account">To the dashboard</Link>} />
        <Route path="account" element={<h1>Dashboard</h1>} />
      </>,
    );
    act(() => toast.info('On the shop'));
    expect(await toastTimerOf('On the shop')).toBe('5000ms');
    await userEvent.click(screen.getByRole('link', { name: 'To the dashboard' }));
    await screen.findByRole('heading', { name: 'Dashboard' });
    act(() => toast.info('On the dashboard'));
    expect(await toastTimerOf('On the dashboard')).toBe('2000ms');
  });

  it('closes toasts after 2 s on the Hindi dashboard too', async () => {
    renderLayoutAt('/hi/account', <Route path="hi/account" element={<h1>Dashboard</h1>} />);
    await screen.findByRole('heading', { name: 'Dashboard' });
    act(() => toast.info('On the Hindi dashboard'));
    expect(await toastTimerOf('On the Hindi dashboard')).toBe('2000ms');
  });

  it('leaves a payment kept unverified to the checkout, in Hindi too, and shows it on any other page', async () => {
    // The payment stays unverified while the test looks.
    server.use(http.post('*/api/web/verify-payment', () => new Promise<Response>(() => {})));
    // The banner's code and words, loaded already: it shows within the act that keeps the payment.
    await Promise.all([
      import('@/features/checkout/payment/kept-payment-banner'),
      loadSectionI18n('en', 'checkout'),
    ]);
    const router = renderLayoutAt(
      '/hi/shop',
      <>
        <Route path="hi/shop" element={<h1>Shop</h1>} />
        <Route path="hi/checkout" element={<h1>Checkout</h1>} />
      </>,
    );
    await screen.findByRole('heading', { name: 'Shop' });
    const kept = await act(() => keepCapturedPayment());
    const banner = await screen.findByText(
      `We are confirming your payment ${kept.order.order_id}`,
      {
        exact: false,
      },
    );
    await act(() => router.navigate('/hi/checkout'));
    await screen.findByRole('heading', { name: 'Checkout' });
    expect(banner).not.toBeInTheDocument();
  });
});
