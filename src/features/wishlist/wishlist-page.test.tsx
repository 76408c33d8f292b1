import { english, screen, waitFor } from '@tests/testing-library';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { messages } from '@/config/messages';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { renderWithProviders } from '@tests/render-with-providers';
import { WishlistPage } from './wishlist-page';

const storedCart = () =>
  JSON.parse(window.localStorage.getItem('cart') ?? '[]') as { id: number; price: number }[];

/** A product saved some time ago, at a price the shop no longer asks. */
function saveWithOldPrice() {
  const product = db.data.products[0];
  window.localStorage.setItem(
    'wishlist',
    JSON.stringify([
      { id: product.id, name: product.name, price: 1, image: '', slug: product.slug },
    ]),
  );
  return product;
}

describe('WishlistPage', () => {
  it('adds a saved product to the cart at today’s price, not the one saved', async () => {
    const user = userEvent.setup();
    const product = saveWithOldPrice();
    renderWithProviders(<WishlistPage />);
    await user.click(screen.getByRole('button', { name: `Add to Cart: ${product.name}` }));
    await waitFor(() => expect(storedCart()).toHaveLength(1));
    expect(storedCart()[0]).toMatchObject({ id: product.id, price: product.price });
    expect(product.price).not.toBe(1);
  });

  it('says the add failed when the product cannot be read, and adds nothing', async () => {
    const user = userEvent.setup();
    server.use(http.get('*/api/web/products/*', () => HttpResponse.error()));
    const product = saveWithOldPrice();
    renderWithProviders(<WishlistPage />);
    await user.click(screen.getByRole('button', { name: `Add to Cart: ${product.name}` }));
    expect(await screen.findByText(english._(messages.addToCartFailed))).toBeInTheDocument();
    expect(storedCart()).toEqual([]);
  });
});
