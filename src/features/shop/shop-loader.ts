import { listCategories, listShopProducts } from '@/api/catalog';
import { getPageData } from '@/api/content';
import { prerenderedAnswer } from '@/lib/prerendered';
import { PER_PAGE, type ShopView } from './shop-view';

/** The view a shop link without a query opens: what the build prerenders. */
const FIRST_VIEW: ShopView = { category: '', search: '', page: 1 };

export const isFirstView = (view: ShopView) =>
  view.page === FIRST_VIEW.page && !view.search && !view.category;

/** The build-time loader of the shop: its banner, the category filter and the grid's first page. */
export async function shopLoader() {
  const [banner, categories, products] = await Promise.all([
    prerenderedAnswer(() => getPageData('shop_page'), "the shop's banner"),
    prerenderedAnswer(() => listCategories(), 'the categories'),
    prerenderedAnswer(
      () => listShopProducts({ ...FIRST_VIEW, perPage: PER_PAGE }),
      "the shop's first page",
    ),
  ]);
  return { banner, categories, products };
}

export type ShopAnswers = Awaited<ReturnType<typeof shopLoader>>;
