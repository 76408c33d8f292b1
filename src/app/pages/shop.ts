export { ShopPage as default } from '@/features/shop/shop-page';
