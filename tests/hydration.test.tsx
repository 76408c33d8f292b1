import userEvent from '@testing-library/user-event';
import { act, InEnglish, screen } from '@tests/testing-library';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { Pagination } from '@/components/pagination';
import { SubmitButton } from '@/components/submit-button';
import { Tabs } from '@/components/tabs';
import { storeSession } from '@/stores/session';
import { useCart } from '@/stores/cart-provider';
import { useSession } from '@/stores/session-provider';
import { useWishlist } from '@/stores/wishlist-provider';

const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const ananya = { id: 4, name: 'Ananya', email: 'a@example.in', phone: null };
const product = { id: 7, name: 'Ashwagandha', price: 499, image: '/a.svg', slug: 'ashwagandha' };

function ShoppersState() {
  const cart = useCart();
  const wishlist = useWishlist();
  const session = useSession();
  return (
    <p>
      {cart.count} in cart, {wishlist.count} saved, {session.user?.name ?? 'signed out'}
    </p>
  );
}

const app = (page: ReactNode = <ShoppersState />) => (
  <InEnglish>
    <AppProviders queryClient={createQueryClient()} hydrating>
      {page}
    </AppProviders>
  </InEnglish>
);

/** The build's HTML for `page`, in the document, as a prerendered page paints it. */
function prerendered(page?: ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(app(page));
  document.body.append(container);
  return container;
}

describe('hydrating a prerendered shell', () => {
  it('meets the signed-out, empty-cart shell, then shows what this device stored', async () => {
    window.localStorage.setItem('cart', JSON.stringify([{ ...product, quantity: 3 }]));
    window.localStorage.setItem('wishlist', JSON.stringify([product]));
    storeSession({
      user: ananya,
      token: `${encode({ alg: 'HS256' })}.${encode({ id: 4, exp: Date.now() / 1000 + 3600 })}.s`,
    });
    // What the shell's build renders: the same for every shopper, whatever this device holds.
    const container = prerendered();
    expect(container.textContent).toBe('0 in cart, 0 saved, signed out');

    const shellText = container.querySelector('p');
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, app(), { onRecoverableError });
    });

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.querySelector('p')).toBe(shellText); // hydrated, not drawn again
    expect(container.textContent).toBe('3 in cart, 1 saved, Ananya');
    // Nothing stored was overwritten by the empty state the shell showed.
    expect(JSON.parse(window.localStorage.getItem('cart')!)).toHaveLength(1);
    container.remove();
  });

  it('disables the controls a tap would be lost on, then hands them over at once', async () => {
    const page = (
      <>
        <Tabs
          label="Product information"
          tabs={[
            { id: 'description', label: 'Description', content: <p>Three fruits.</p> },
            { id: 'reviews', label: 'Reviews', content: <p>No reviews yet.</p> },
          ]}
        />
        <Pagination page={1} pages={3} onChange={() => {}} />
        <form method="post" aria-label="Sign up">
          <SubmitButton busy={false}>Sign Up</SubmitButton>
        </form>
      </>
    );
    const container = prerendered(page);
    const controls = () => [...container.querySelectorAll('button')];
    expect(controls()).toHaveLength(2 + 5 + 1);
    for (const control of controls()) expect(control).toBeDisabled();

    await act(async () => {
      hydrateRoot(container, app(page));
    });

    for (const control of controls()) expect(control).toBeEnabled();
    await userEvent.click(screen.getByRole('tab', { name: 'Reviews' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('No reviews yet.');
    container.remove();
  });

  it('shows the crash page when the app crashes while hydrating', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const container = document.createElement('div');
    document.body.append(container);
    function Broken(): never {
      throw new Error('broken page');
    }
    await act(async () => {
      hydrateRoot(
        container,
        <InEnglish>
          <AppProviders queryClient={createQueryClient()} hydrating>
            <Broken />
          </AppProviders>
        </InEnglish>,
        { onRecoverableError: () => {} },
      );
    });
    expect(container).toHaveTextContent('Something went wrong');
    container.remove();
  });
});
