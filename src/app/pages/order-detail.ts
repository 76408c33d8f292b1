import { messagesOf } from '@/i18n/sections';
export { OrderDetailPage as default } from '@/features/account/order-detail-page';
export const handle = messagesOf('account');
