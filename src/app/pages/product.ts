import { messagesOf } from '@/i18n/sections';
export { ProductPage as default } from '@/features/product/product-page';
export const handle = messagesOf('product');
