import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyPage } from './lazy-page';

/** Routes of the catalog and cart screens; each page loads with its route. */
export const catalogRoutes: RouteObject[] = [
  {
    index: true,
    ...lazyPage(
      () => import('@/features/home/home-page'),
      (page) => page.HomePage,
    ),
  },
  {
    path: paths.shop.path,
    ...lazyPage(
      () => import('@/features/shop/shop-page'),
      (page) => page.ShopPage,
    ),
  },
  {
    path: paths.medicineByDisease.path,
    ...lazyPage(
      () => import('@/features/catalog/medicine-by-disease-page'),
      (page) => page.MedicineByDiseasePage,
    ),
  },
  {
    path: paths.category.path,
    ...lazyPage(
      () => import('@/features/catalog/category-page'),
      (page) => page.CategoryPage,
    ),
  },
  {
    path: paths.product.path,
    ...lazyPage(
      () => import('@/features/product/product-page'),
      (page) => page.ProductPage,
    ),
  },
  {
    path: paths.combo.path,
    ...lazyPage(
      () => import('@/features/product/combo-page'),
      (page) => page.ComboPage,
    ),
  },
  {
    path: paths.wishlist.path,
    ...lazyPage(
      () => import('@/features/wishlist/wishlist-page'),
      (page) => page.WishlistPage,
    ),
  },
];
