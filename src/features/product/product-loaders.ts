import { getCombo, getProduct } from '@/api/catalog';
import { prerenderLoader } from '@/lib/prerendered';

/** The build-time loaders of the product and combo pages (src/app/pages/prerendered). */
export const productLoader = prerenderLoader((slug) => getProduct(slug));
export const comboLoader = prerenderLoader((slug) => getCombo(slug));
