import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Routes of the catalog and cart screens; each page loads with its route. */
export const catalogRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('@/features/home/home-page')).HomePage }),
  },
  {
    path: paths.shop.path,
    lazy: async () => ({ Component: (await import('@/features/shop/shop-page')).ShopPage }),
  },
  {
    path: paths.medicineByDisease.path,
    lazy: async () => ({
      Component: (await import('@/features/catalog/medicine-by-disease-page'))
        .MedicineByDiseasePage,
    }),
  },
  {
    path: paths.category.path,
    lazy: async () => ({
      Component: (await import('@/features/catalog/category-page')).CategoryPage,
    }),
  },
  {
    path: paths.product.path,
    lazy: async () => ({
      Component: (await import('@/features/product/product-page')).ProductPage,
    }),
  },
  {
    path: paths.combo.path,
    lazy: async () => ({ Component: (await import('@/features/product/combo-page')).ComboPage }),
  },
  {
    path: paths.wishlist.path,
    lazy: async () => ({
      Component: (await import('@/features/wishlist/wishlist-page')).WishlistPage,
    }),
  },
];
