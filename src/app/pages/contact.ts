import { messagesOf } from '@/i18n/sections';
export { ContactPage as default } from '@/features/content/contact-page';
export const handle = messagesOf('content');
