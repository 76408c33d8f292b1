import { english } from '@tests/testing-library';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { messages } from '@/config/messages';
import { isKeepableLine } from '@/stores/cart-reducer';
import { isKeepableItem } from '@/stores/wishlist-reducer';
import { ApiError } from './client';
import {
  getCombo,
  getProduct,
  listCategories,
  listCombos,
  listCountdownProducts,
  listProducts,
  listShopProducts,
} from './catalog';

/** A product card with every field the contract names. */
const aCard = (fields: { id: number; slug?: string; name?: string; price?: unknown }) => ({
  slug: `p-${fields.id}`,
  name: `Remedy ${fields.id}`,
  default_image: '',
  short_description: '',
  price: 100,
  sale_price: null,
  original_price: null,
  avg_rating: 0,
  ...fields,
});

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('catalog calls against the mock API', () => {
  it('lists the disease categories', async () => {
    const categories = await listCategories();
    expect(categories.length).toBeGreaterThanOrEqual(10);
    expect(categories[0]).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      slug: expect.any(String),
    });
  });

  it('lists a collection with a limit', async () => {
    const products = await listProducts({ collection_id: 'best-selling-products', limit: 3 });
    expect(products).toHaveLength(3);
  });

  it('pages the shop grid, counting every match, and searches by name', async () => {
    const first = await listShopProducts({ page: 1, perPage: 8 });
    expect(first.products).toHaveLength(8);
    expect(first.total).toBeGreaterThanOrEqual(40);

    const name = first.products[0].name;
    const found = await listShopProducts({
      page: 1,
      perPage: 8,
      search: name.slice(0, 6).toUpperCase(),
    });
    expect(found.products.map((product) => product.name)).toContain(name);
    expect(found.total).toBe(found.products.length);
  });

  it('filters the shop by category', async () => {
    const [category] = await listCategories();
    const page = await listShopProducts({ page: 1, perPage: 100, category: category.slug });
    expect(page.total).toBeGreaterThan(0);
    expect(page.total).toBeLessThan(40);
  });

  it('accepts a bare array for the shop grid', async () => {
    server.use(
      http.get('*/api/web/product_list_get', () => HttpResponse.json({ status: true, data: [] })),
    );
    expect(await listShopProducts({ page: 1, perPage: 8 })).toEqual({ products: [], total: 0 });
  });

  it('holds a list to the limit or page it asked for, and drops categories without a slug', async () => {
    const card = (id: number) => aCard({ id });
    server.use(
      http.get('*/api/web/product_list_get', () =>
        HttpResponse.json({ status: true, data: Array.from({ length: 40 }, (_, i) => card(i)) }),
      ),
      http.get('*/api/web/category_get', () =>
        HttpResponse.json({
          status: true,
          data: [
            { id: 1, title: 'Nameless', slug: '' },
            { id: 2, title: 'Skin', slug: 'skin' },
          ],
        }),
      ),
    );
    expect(await listProducts({ limit: 10 })).toHaveLength(10);
    // A bare list holds every match: each page is its own slice of it.
    const page = await listShopProducts({ page: 2, perPage: 8 });
    expect(page.products.map((product) => product.id)).toEqual([8, 9, 10, 11, 12, 13, 14, 15]);
    expect(page.total).toBe(40);
    const last = await listShopProducts({ page: 5, perPage: 8 });
    expect(last.products.map((product) => product.id)).toEqual([32, 33, 34, 35, 36, 37, 38, 39]);
    expect(await listShopProducts({ page: 6, perPage: 8 })).toEqual({ products: [], total: 40 });
    server.use(
      http.get('*/api/web/product_list_get', () =>
        HttpResponse.json({
          status: true,
          data: { products: Array.from({ length: 40 }, (_, i) => card(i)), total: 2 },
        }),
      ),
    );
    expect(await listShopProducts({ page: 1, perPage: 8 })).toMatchObject({ total: 8 });
    expect(await listCategories()).toEqual([{ id: 2, title: 'Skin', slug: 'skin' }]);
  });

  it('counts no fewer reviews than it lists', async () => {
    const [card] = await listProducts({ limit: 1 });
    const review = {
      id: 1,
      name: 'Asha',
      avatar: null,
      rating: 5,
      comment: 'Good',
      createdAt: '2026-01-01',
    };
    const detail = {
      ...card,
      sub_name: null,
      banner_image: null,
      images: [],
      description: '',
      additional_info: [],
      additional_description: null,
      ingredient_glossary: null,
      ingredients: null,
    };
    server.use(
      http.get('*/api/web/products/*', () =>
        HttpResponse.json({
          status: true,
          data: { ...detail, reviews: { avg_rating: 5, total_reviews: 0, list: [review] } },
        }),
      ),
    );
    expect((await getProduct(card.slug)).reviews.total_reviews).toBe(1);
  });

  it("draws no more of a product's pictures, facts and reviews than a page can hold", async () => {
    const [card] = await listProducts({ limit: 1 });
    const many = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
    server.use(
      http.get('*/api/web/products/*', () =>
        HttpResponse.json({
          status: true,
          data: {
            ...card,
            sub_name: null,
            banner_image: null,
            images: many(500).map((id) => ({ id, url: `/images/${id}.svg`, type: 'gallery' })),
            description: '',
            additional_info: many(500).map((n) => ({ label: `Fact ${n}`, value: 'yes' })),
            additional_description: null,
            ingredient_glossary: null,
            ingredients: null,
            reviews: {
              avg_rating: 4,
              total_reviews: 500,
              list: many(500).map((id) => ({
                id,
                name: 'Asha',
                avatar: null,
                rating: 4,
                comment: 'Good',
                createdAt: '2026-01-01',
              })),
            },
          },
        }),
      ),
    );
    const product = await getProduct(card.slug);
    expect(product.images).toHaveLength(20);
    expect(product.additional_info).toHaveLength(50);
    expect(product.reviews.list).toHaveLength(100);
    expect(product.reviews.list[0]!.id).toBe(1);
    expect(product.reviews.total_reviews).toBe(500);
  });

  it('keeps a repeated id once, as it first came, so no two rows share a key', async () => {
    const card = (id: number, name: string) => aCard({ id, name });
    server.use(
      http.get('*/api/web/product_list_get', () =>
        HttpResponse.json({
          status: true,
          data: [card(1, 'Ashwagandha'), card(2, 'Brahmi'), card(1, 'Ashwagandha again')],
        }),
      ),
      http.get('*/api/web/category_get', () =>
        HttpResponse.json({
          status: true,
          data: [
            { id: 7, title: 'Skin', slug: 'skin' },
            { id: 7, title: 'Hair', slug: 'hair' },
          ],
        }),
      ),
    );
    expect((await listProducts()).map((product) => product.name)).toEqual([
      'Ashwagandha',
      'Brahmi',
    ]);
    expect((await listShopProducts({ page: 1, perPage: 8 })).products).toHaveLength(2);
    expect(await listCategories()).toEqual([{ id: 7, title: 'Skin', slug: 'skin' }]);
  });

  it('drops bidi overrides from names, so a name cannot reverse the text after it', async () => {
    server.use(
      http.get('*/api/web/product_list_get', () =>
        HttpResponse.json({
          status: true,
          data: [aCard({ id: 1, name: 'Tulsi \u202Eevil\u2066 Drops' })],
        }),
      ),
    );
    const [product] = await listProducts();
    expect(product.name).toBe('Tulsi evil Drops');
  });

  it("reads a blank name or title as 'Untitled', so no link or option is left without one", async () => {
    server.use(
      http.get('*/api/web/product_list_get', () =>
        HttpResponse.json({
          status: true,
          data: [aCard({ id: 1, name: '  ' }), aCard({ id: 2, name: ' Neem ' })],
        }),
      ),
      http.get('*/api/web/category_get', () =>
        HttpResponse.json({ status: true, data: [{ id: 1, title: '', slug: 'skin' }] }),
      ),
    );
    expect((await listProducts()).map((product) => product.name)).toEqual(['Untitled', 'Neem']);
    expect((await listCategories())[0]?.title).toBe('Untitled');
  });

  it("drops what cannot be linked: a combo or promo whose slug is empty, '.' or '..'", async () => {
    const combo = (id: number, slug: string) => ({
      id,
      slug,
      name: `Combo ${id}`,
      default_image: '',
      short_description: '',
    });
    const promo = (slug: string) => ({
      name: slug,
      short_description: '',
      price: 100,
      sale_price: null,
      slug,
      default_image: '',
      count_down_date: '2030-01-01T00:00:00.000Z',
    });
    server.use(
      http.get('*/api/web/combo_list_get', () =>
        HttpResponse.json({
          status: true,
          data: [combo(1, '.'), combo(2, 'gut-care'), combo(3, '..'), combo(4, '')],
        }),
      ),
      http.get('*/api/web/count_down_products', () =>
        HttpResponse.json({ status: true, data: [promo('..'), promo('neem')] }),
      ),
      http.get('*/api/web/product_list_get', () =>
        HttpResponse.json({
          status: true,
          data: [aCard({ id: 9, slug: '.', name: 'Neem', price: 1 })],
        }),
      ),
    );
    expect((await listCombos()).map((item) => item.slug)).toEqual(['gut-care']);
    expect((await listCountdownProducts()).map((item) => item.slug)).toEqual(['neem']);
    // A product is linked by its id when it has no slug.
    expect((await listProducts())[0].slug).toBe('');
  });

  it.each([
    ['leaves out a field the contract names', { short_description: undefined }],
    ['sends null for a string', { default_image: null }],
    ['leaves out a `number | null` field', { sale_price: undefined }],
  ])('fails a list whose product %s (the contract)', async (_, fields) => {
    server.use(
      http.get('*/api/web/product_list_get', () =>
        HttpResponse.json({ status: true, data: [{ ...aCard({ id: 1 }), ...fields }] }),
      ),
    );
    const error = await failure(listProducts());
    expect(error.kind).toBe('malformed');
    expect(error.message).toBe(english._(messages.productsFetchFailed));
  });

  it('reads an absurdly long product name and slug as a cart line can keep them', async () => {
    const name = 'Brahmi '.repeat(100);
    server.use(
      http.get('*/api/web/product_list_get', () =>
        HttpResponse.json({
          status: true,
          data: [aCard({ id: 9, slug: 'b'.repeat(501), name, price: 1 })],
        }),
      ),
    );
    const [product] = await listProducts();
    expect(product.name).toBe(name.slice(0, 500));
    expect(product.slug).toBe('');
    expect(
      isKeepableLine({ ...product, image: '', mrp: null, quantity: 1 }) &&
        isKeepableItem({ ...product, image: '', oldPrice: null, rating: null }),
    ).toBe(true);
  });

  it('gets a product by slug and by id, and 404s an unknown one with the server message', async () => {
    const [card] = await listProducts({ limit: 1 });
    const bySlug = await getProduct(card.slug);
    const byId = await getProduct(String(card.id));
    expect(bySlug.id).toBe(card.id);
    expect(byId.slug).toBe(card.slug);
    expect(bySlug.images.length).toBeGreaterThan(0);

    const error = await failure(getProduct('no-such-remedy'));
    expect(error.status).toBe(404);
    expect(error.message).toBe('Product not found');
  });

  it('sorts combos by name and resolves a combo with its products', async () => {
    const combos = await listCombos();
    expect(combos.map((combo) => combo.name)).toEqual(
      [...combos.map((combo) => combo.name)].sort((a, b) => a.localeCompare(b)),
    );
    const combo = await getCombo(combos[0].slug);
    expect(combo.combo_products.length).toBeGreaterThan(1);
  });

  it('keeps the countdown date ahead of now', async () => {
    const [promo] = await listCountdownProducts();
    expect(new Date(promo.count_down_date).getTime()).toBeGreaterThan(Date.now());
  });

  it('turns a wrong shape into the fallback message, never a crash', async () => {
    server.use(
      http.get('*/api/web/product_list_get', () =>
        HttpResponse.json({
          status: true,
          data: [aCard({ id: 1, slug: 'x', name: 'X', price: '199' })],
        }),
      ),
    );
    const error = await failure(listProducts());
    expect(error.kind).toBe('malformed');
    expect(error.message).toBe(english._(messages.productsFetchFailed));
  });

  it('reads an absurd price (one whose paise or totals are no longer exact) as a broken answer', async () => {
    const product = aCard({ id: 1, slug: 'x', name: 'X' });
    server.use(
      http.get('*/api/web/product_list_get', () =>
        HttpResponse.json({ status: true, data: [{ ...product, price: 1e21 }] }),
      ),
    );
    expect((await failure(listProducts())).kind).toBe('malformed');
    server.use(
      http.get('*/api/web/product_list_get', () =>
        HttpResponse.json({ status: true, data: [{ ...product, price: 18_000_000_000 }] }),
      ),
    );
    expect(await listProducts()).toHaveLength(1);
  });

  it('turns a network failure into the fallback message', async () => {
    server.use(http.get('*/api/web/category_get', () => HttpResponse.error()));
    const error = await failure(listCategories());
    expect(error.kind).toBe('unreachable');
    expect(error.message).toBe(english._(messages.categoriesFailed));
  });
});
