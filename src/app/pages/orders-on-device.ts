export { OrdersOnDevicePage as default } from '@/features/checkout/orders-on-device-page';
