import { english, screen, waitFor, within } from '@tests/testing-library';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { env } from '@/config/env';
import { messages } from '@/config/messages';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { renderWithProviders } from '@tests/render-with-providers';
import { ComboPage } from './combo-page';
import { ProductPage } from './product-page';

const storedCart = () =>
  JSON.parse(window.localStorage.getItem('cart') ?? '[]') as { id: number; quantity: number }[];

describe('ProductPage', () => {
  it('shows the product, multiplies the price by the quantity and resets the quantity after adding', async () => {
    const user = userEvent.setup();
    const product = db.data.products[0];
    renderWithProviders(<ProductPage />, {
      route: `/product-details/${product.slug}`,
      path: '/product-details/:slug',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: product.name.toUpperCase() }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByLabelText('Quantity')).toHaveTextContent('3');
    expect(screen.getByText(/for 3/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(storedCart()).toEqual([expect.objectContaining({ id: product.id, quantity: 3 })]);
    expect(screen.getByLabelText('Quantity')).toHaveTextContent('1');
    expect(await screen.findByText(`${product.name} added to cart`)).toBeInTheDocument();
  });

  it('says the MRP includes taxes and what the shopper saves, and keeps the MRP with the cart line', async () => {
    const user = userEvent.setup();
    const product = db.data.products.find((candidate) => candidate.original_price !== null)!;
    const saving = product.original_price! - product.price;
    renderWithProviders(<ProductPage />, {
      route: `/product-details/${product.slug}`,
      path: '/product-details/:slug',
    });
    expect(await screen.findByText('MRP incl. of all taxes')).toBeInTheDocument();
    expect(
      screen.getByText(new RegExp(`You save ₹${saving.toLocaleString('en-IN')}`)),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(storedCart()).toEqual([
      expect.objectContaining({ id: product.id, mrp: product.original_price }),
    ]);
  });

  it("adds nothing past 25 in the cart, with the spec's bulk-order message", async () => {
    const user = userEvent.setup();
    const product = db.data.products[2];
    const { id, name, price, slug } = product;
    window.localStorage.setItem(
      'cart',
      JSON.stringify([{ id, name, price, slug, image: '', quantity: 25 }]),
    );
    renderWithProviders(<ProductPage />, {
      route: `/product-details/${slug}`,
      path: '/product-details/:slug',
    });
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(
      await screen.findByText(english._(messages.bulkOrder(env.supportPhone))),
    ).toBeInTheDocument();
    expect(storedCart()).toEqual([expect.objectContaining({ id, quantity: 25 })]);
  });

  it('stops at 25 and shows the bulk-order notice', async () => {
    const user = userEvent.setup();
    const product = db.data.products[1];
    renderWithProviders(<ProductPage />, {
      route: `/product-details/${product.id}`,
      path: '/product-details/:slug',
    });
    const plus = await screen.findByRole('button', { name: 'Increase quantity' });
    for (let press = 0; press < 25; press += 1) await user.click(plus);
    expect(screen.getByLabelText('Quantity')).toHaveTextContent('25');
    expect(
      screen.getByText(/For bulk orders, reach out to our business team at/),
    ).toBeInTheDocument();
  });

  it('shows the empty-reviews text in the Reviews tab', async () => {
    const user = userEvent.setup();
    const product = db.data.products.find((candidate) => candidate.reviews.list.length === 0)!;
    renderWithProviders(<ProductPage />, {
      route: `/product-details/${product.slug}`,
      path: '/product-details/:slug',
    });
    await user.click(await screen.findByRole('tab', { name: 'Reviews' }));
    expect(
      screen.getByText('No reviews yet. Be the first to review this product!'),
    ).toBeInTheDocument();
  });

  it('says Product not found for an unknown product, and the failure text when the call breaks', async () => {
    const { unmount } = renderWithProviders(<ProductPage />, {
      route: '/product-details/nothing',
      path: '/product-details/:slug',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Product not found');
    unmount();
    server.use(http.get('*/api/web/products/:slug', () => HttpResponse.error()));
    renderWithProviders(<ProductPage />, {
      route: '/product-details/x',
      path: '/product-details/:slug',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load product details.');
  });

  it("shows the server's own message for a refusal, as the contract has it", async () => {
    server.use(
      http.get('*/api/web/products/:slug', () =>
        HttpResponse.json({ status: false, message: 'This remedy is resting' }),
      ),
    );
    renderWithProviders(<ProductPage />, {
      route: '/product-details/x',
      path: '/product-details/:slug',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This remedy is resting');
  });
});

describe('trust and sharing on product pages', () => {
  it('lists the listing facts, offers a doctor, describes the product for search engines and remembers it', async () => {
    const user = userEvent.setup();
    const [first, second] = db.data.products;
    const { unmount } = renderWithProviders(<ProductPage />, {
      route: `/product-details/${first.slug}`,
      path: '/product-details/:slug',
    });
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('tab', { name: 'Additional Information' }));
    const facts = screen.getByRole('table', { name: 'Product information' });
    expect(facts).toHaveTextContent(/MRP.*incl\. of all taxes/);
    expect(facts).toHaveTextContent(/Country of Origin\s*India/);
    expect(facts).toHaveTextContent('Customer care');
    expect(screen.getByRole('link', { name: /WhatsApp us/ })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent(first.name)),
    );
    const jsonLd = JSON.parse(
      document.querySelector('script[type="application/ld+json"]')!.textContent!,
    );
    expect(jsonLd[0]).toMatchObject({
      '@type': 'Product',
      name: first.name,
      offers: { priceCurrency: 'INR' },
    });
    expect(jsonLd[1]['@type']).toBe('BreadcrumbList');
    unmount();

    renderWithProviders(<ProductPage />, {
      route: `/product-details/${second.slug}`,
      path: '/product-details/:slug',
    });
    const recent = await screen.findByRole('region', { name: 'Recently viewed' });
    expect(recent).toHaveTextContent(first.name);
    expect(recent).not.toHaveTextContent(second.name);
  });

  it('opens a product loaded before on its own first tab, listing the one just left', async () => {
    const user = userEvent.setup();
    const [first, second] = db.data.products;
    const recentLink = (name: string) =>
      within(screen.getByRole('region', { name: 'Recently viewed' })).getByRole('link', {
        name: new RegExp(name),
      });
    const { unmount } = renderWithProviders(<ProductPage />, {
      route: `/product-details/${second.slug}`,
      path: '/product-details/:slug',
    });
    await screen.findByRole('heading', { level: 1, name: second.name.toUpperCase() });
    unmount();

    renderWithProviders(<ProductPage />, {
      route: `/product-details/${first.slug}`,
      path: '/product-details/:slug',
    });
    await screen.findByRole('heading', { level: 1, name: first.name.toUpperCase() });
    await user.click(recentLink(second.name));
    await screen.findByRole('heading', { level: 1, name: second.name.toUpperCase() });
    await user.click(screen.getByRole('tab', { name: 'Reviews' }));
    // Back to the first product, whose answer is still cached: a page of its own all the same.
    await user.click(recentLink(first.name));
    await screen.findByRole('heading', { level: 1, name: first.name.toUpperCase() });
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(recentLink(second.name)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Recently viewed' })).not.toHaveTextContent(
      first.name,
    );
  });
});

describe('ComboPage', () => {
  it('adds each selected product once, and asks for a selection when none is chosen', async () => {
    const user = userEvent.setup();
    const combo = db.data.combos[0];
    renderWithProviders(<ComboPage />, {
      route: `/combo-details/${combo.slug}`,
      path: '/combo-details/:slug',
    });
    const boxes = await screen.findAllByRole('checkbox');
    expect(boxes).toHaveLength(combo.product_ids.length);
    // Product names show uppercase, as on every product card (spec section 3).
    const first = db.data.products.find((product) => product.id === combo.product_ids[0])!;
    expect(boxes[0].closest('label')).toHaveTextContent(first.name.toUpperCase());
    for (const box of boxes) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select at least one product');
    expect(storedCart()).toEqual([]);

    await user.click(boxes[0]);
    await user.click(boxes[1]);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(storedCart()).toHaveLength(2));
    expect(storedCart().every((line) => line.quantity === 1)).toBe(true);
  });

  it.each([
    ['the server’s message', { status: false, message: 'No such combo' }, 'No such combo'],
    ['the catalogue’s text without one', { status: false }, english._(messages.combosFailed)],
  ])('shows %s for an unknown combo', async (_what, body, text) => {
    server.use(http.get('*/api/web/combos/*', () => HttpResponse.json(body, { status: 404 })));
    renderWithProviders(<ComboPage />, {
      route: '/combo-details/zzz',
      path: '/combo-details/:slug',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Combo not found');
  });
});
