import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { FirstVisitIntro } from '@/features/intro/first-visit-intro';
import { adoptInert } from '@/lib/inert-holds';
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

const app = (onHydrated?: () => void) => (
  <AppProviders queryClient={createQueryClient()} hydrating onHydrated={onHydrated}>
    <ShoppersState />
  </AppProviders>
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
    const onHydrated = vi.fn(() =>
      expect(container.textContent).toBe('3 in cart, 1 saved, Ananya'),
    );
    await act(async () => {
      hydrateRoot(container, app(onHydrated), { onRecoverableError });
    });

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.querySelector('p')).toBe(shellText); // hydrated, not drawn again
    expect(container.textContent).toBe('3 in cart, 1 saved, Ananya');
    // Told once, when the page shows this device's state (main.tsx then makes the shell interactive).
    expect(onHydrated).toHaveBeenCalledTimes(1);
    // Nothing stored was overwritten by the empty state the shell showed.
    expect(JSON.parse(window.localStorage.getItem('cart')!)).toHaveLength(1);
    container.remove();
  });

  it('hands the shell over to the intro without lifting its inert in between', async () => {
    // Lifting it and setting it again restyles every element on the page twice (TBT).
    const container = document.createElement('div');
    container.setAttribute('inert', '');
    document.body.append(container);
    const inertChanges: MutationRecord[] = [];
    const observer = new MutationObserver((records) => inertChanges.push(...records));
    observer.observe(container, { attributes: true, attributeFilter: ['inert'] });
    const changeCount = () => inertChanges.push(...observer.takeRecords());
    const releaseShell = adoptInert(container);
    await act(async () => {
      hydrateRoot(
        container,
        <AppProviders queryClient={createQueryClient()} hydrating onHydrated={releaseShell}>
          <FirstVisitIntro />
        </AppProviders>,
      );
    });
    const skip = await screen.findByRole('button', { name: 'Skip intro' });
    expect(container).toHaveAttribute('inert');
    expect(changeCount()).toBe(0);

    await userEvent.click(skip);
    expect(container).not.toHaveAttribute('inert');
    expect(changeCount()).toBe(1);
    container.remove();
  });

  it('ends even when the app crashes, so the crash page can be used', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const container = document.createElement('div');
    document.body.append(container);
    const onHydrated = vi.fn();
    function Broken(): never {
      throw new Error('broken page');
    }
    await act(async () => {
      hydrateRoot(
        container,
        <AppProviders queryClient={createQueryClient()} hydrating onHydrated={onHydrated}>
          <Broken />
        </AppProviders>,
        { onRecoverableError: () => {} },
      );
    });
    expect(container).toHaveTextContent('Something went wrong');
    expect(onHydrated).toHaveBeenCalledTimes(1);
    container.remove();
  });
});
