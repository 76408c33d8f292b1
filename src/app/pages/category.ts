export { CategoryPage as default } from '@/features/catalog/category-page';
