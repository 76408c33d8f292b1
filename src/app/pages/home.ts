import { messagesOf } from '@/i18n/sections';
export { HomePage as default } from '@/features/home/home-page';
export const handle = messagesOf('home');
