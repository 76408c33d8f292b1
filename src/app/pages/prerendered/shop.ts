import { ShopPage } from '@/features/shop/shop-page';

export { shopLoader as loader } from '@/features/shop/shop-loader';
export { clientLoader } from '@/lib/prerendered';
// A default export of its own: React Router passes such a page its `loaderData`.
export default ShopPage;
