import { messagesOf } from '@/i18n/sections';
export { ComboPage as default } from '@/features/product/combo-page';
export const handle = messagesOf('product');
