import { messagesOf } from '@/i18n/sections';
export { ProductDescriptionPage as default } from '@/features/content/product-description-page';
export const handle = messagesOf('content');
