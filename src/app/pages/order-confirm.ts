import { messagesOf } from '@/i18n/sections';
export { OrderConfirmPage as default } from '@/features/checkout/order-confirm-page';
export const handle = messagesOf('checkout');
