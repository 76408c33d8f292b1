export { OrderDetailPage as default } from '@/features/account/order-detail-page';
