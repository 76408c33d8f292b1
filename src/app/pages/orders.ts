import { messagesOf } from '@/i18n/sections';
export { OrdersPage as default } from '@/features/account/orders-page';
export const handle = messagesOf('account');
