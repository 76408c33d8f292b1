import { messagesOf } from '@/i18n/sections';
export { AboutPage as default } from '@/features/content/about-page';
export const handle = messagesOf('content');
