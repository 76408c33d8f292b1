export { ComboPage as default } from '@/features/product/combo-page';
