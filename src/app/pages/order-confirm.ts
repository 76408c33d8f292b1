export { OrderConfirmPage as default } from '@/features/checkout/order-confirm-page';
