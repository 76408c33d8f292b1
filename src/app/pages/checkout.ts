import { messagesOf } from '@/i18n/sections';
export { CheckoutPage as default } from '@/features/checkout/checkout-page';
export const handle = messagesOf('checkout');
