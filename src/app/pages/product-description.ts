export { ProductDescriptionPage as default } from '@/features/content/product-description-page';
