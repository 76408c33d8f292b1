export { ProductPage as default } from '@/features/product/product-page';
