import type { LoaderFunctionArgs } from 'react-router-dom';
import { listCategories, listShopProducts } from '@/api/catalog';
import { prerenderedAnswer } from '@/lib/prerendered';

/** A category page's grid size. */
export const CATEGORY_PER_PAGE = 8;

/** The build-time loader of a category page: the categories (its title) and its first page. */
export async function categoryLoader({ params }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  const [categories, products] = await Promise.all([
    prerenderedAnswer(() => listCategories(), 'the categories'),
    prerenderedAnswer(
      () => listShopProducts({ page: 1, perPage: CATEGORY_PER_PAGE, category: slug }),
      `the first page of ${slug}`,
    ),
  ]);
  return { categories, products };
}

export type CategoryAnswers = Awaited<ReturnType<typeof categoryLoader>>;
