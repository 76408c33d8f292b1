import { http } from 'msw';
import { db, type MockProduct } from '../db';
import { fail, ok } from './respond';

/** The list shape of a product (the contract's ProductCard). */
const productCard = (product: MockProduct) => ({
  id: product.id,
  slug: product.slug,
  name: product.name,
  default_image: product.default_image,
  short_description: product.short_description,
  price: product.price,
  sale_price: product.sale_price,
  original_price: product.original_price,
  avg_rating: product.avg_rating,
});

function productDetail(product: MockProduct) {
  const { categorySlugs: _categories, collections: _collections, ...detail } = product;
  return detail;
}

const positiveInt = (value: string | null, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

export const catalogHandlers = [
  http.get('*/api/web/category_get', () => ok(db.data.categories)),

  http.get('*/api/web/product_list_get', ({ request }) => {
    const query = new URL(request.url).searchParams;
    let list = db.data.products;
    const category = query.get('category');
    if (category) list = list.filter((product) => product.categorySlugs.includes(category));

    // The shop grid asks for a page of `per_page` and gets the total of all matches.
    if (query.has('per_page')) {
      const search = query.get('search')?.trim().toLowerCase();
      if (search) list = list.filter((product) => product.name.toLowerCase().includes(search));
      const perPage = Math.min(positiveInt(query.get('per_page'), 8), 100);
      const page = positiveInt(query.get('page'), 1);
      const products = list.slice((page - 1) * perPage, page * perPage).map(productCard);
      return ok({ products, total: list.length });
    }

    const collection = query.get('collection_id');
    if (collection)
      list = list.filter((product) => product.collections.includes(collection as never));
    const slug = query.get('slug');
    if (slug) list = list.filter((product) => product.slug !== slug);
    const limit = Math.min(positiveInt(query.get('limit'), 9), 100);
    const page = positiveInt(query.get('page'), 1);
    return ok(list.slice((page - 1) * limit, page * limit).map(productCard));
  }),

  http.get('*/api/web/products/:slugOrId', ({ params }) => {
    const key = String(params.slugOrId);
    const product = db.data.products.find(
      (candidate) => candidate.slug === key || String(candidate.id) === key,
    );
    return product ? ok(productDetail(product)) : fail(404, 'Product not found');
  }),

  http.get('*/api/web/combo_list_get', () =>
    ok(db.data.combos.map(({ product_ids: _products, ...combo }) => combo)),
  ),

  http.get('*/api/web/combos/:slug', ({ params }) => {
    const combo = db.data.combos.find((candidate) => candidate.slug === params.slug);
    if (!combo) return fail(404, 'Combo not found');
    const { product_ids, ...rest } = combo;
    const combo_products = product_ids
      .map((id) => db.data.products.find((product) => product.id === id))
      .filter((product): product is MockProduct => Boolean(product))
      .map(productCard);
    return ok({ ...rest, combo_products });
  }),

  http.get('*/api/web/count_down_products', () => ok(db.data.countdown)),
];
