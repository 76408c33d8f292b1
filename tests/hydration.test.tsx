import { act, InEnglish } from '@tests/testing-library';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
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

const app = () => (
  <InEnglish>
    <AppProviders queryClient={createQueryClient()} hydrating>
      <ShoppersState />
    </AppProviders>
  </InEnglish>
);

describe('hydrating a prerendered shell', () => {
  it('meets the signed-out, empty-cart shell, then shows what this device stored', async () => {
    window.localStorage.setItem('cart', JSON.stringify([{ ...product, quantity: 3 }]));
    window.localStorage.setItem('wishlist', JSON.stringify([product]));
    storeSession({
      user: ananya,
      token: `${encode({ alg: 'HS256' })}.${encode({ id: 4, exp: Date.now() / 1000 + 3600 })}.s`,
    });
    // What the shell's build renders: the same for every shopper, whatever this device holds.
    const container = document.createElement('div');
    container.innerHTML = renderToString(app());
    document.body.append(container);
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
