export { CheckoutPage as default } from '@/features/checkout/checkout-page';
