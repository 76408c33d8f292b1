import { messagesOf } from '@/i18n/sections';
import { ProductPage } from '@/features/product/product-page';

export { productLoader as loader } from '@/features/product/product-loaders';
export { clientLoader } from '@/lib/prerendered';
// A default export of its own: React Router passes such a page its `loaderData`.
export default ProductPage;
export const handle = messagesOf('product');
