import { messagesOf } from '@/i18n/sections';
import { ComboPage } from '@/features/product/combo-page';

export { comboLoader as loader } from '@/features/product/product-loaders';
export { clientLoader } from '@/lib/prerendered';
// A default export of its own: React Router passes such a page its `loaderData`.
export default ComboPage;
export const handle = messagesOf('product');
