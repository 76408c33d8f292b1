import { messagesOf } from '@/i18n/sections';
export { OrdersOnDevicePage as default } from '@/features/checkout/orders-on-device-page';
export const handle = messagesOf('checkout');
