import { CategoryPage } from '@/features/catalog/category-page';

export { categoryLoader as loader } from '@/features/catalog/category-loader';
export { clientLoader } from '@/lib/prerendered';
// A default export of its own: React Router passes such a page its `loaderData`.
export default CategoryPage;
