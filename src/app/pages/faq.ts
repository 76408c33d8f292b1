import { messagesOf } from '@/i18n/sections';
export { FaqPage as default } from '@/features/content/faq-page';
export const handle = messagesOf('content');
