export { OrdersPage as default } from '@/features/account/orders-page';
