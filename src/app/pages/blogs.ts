import { messagesOf } from '@/i18n/sections';
export { BlogsPage as default } from '@/features/content/blogs-page';
export const handle = messagesOf('content');
