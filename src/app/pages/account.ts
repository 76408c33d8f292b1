import { messagesOf } from '@/i18n/sections';
export { DashboardPage as default } from '@/features/account/dashboard-page';
export const handle = messagesOf('account');
