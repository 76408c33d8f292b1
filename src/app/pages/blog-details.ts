import { messagesOf } from '@/i18n/sections';
export { BlogDetailsPage as default } from '@/features/content/blog-details-page';
export const handle = messagesOf('content');
