import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyPage } from './lazy-page';

/** Checkout, order confirmation and receipts on this device; each page loads with its route. */
export const checkoutRoutes: RouteObject[] = [
  {
    path: paths.checkout.path,
    ...lazyPage(
      () => import('@/features/checkout/checkout-page'),
      (page) => page.CheckoutPage,
    ),
  },
  {
    path: paths.orderConfirm.path,
    ...lazyPage(
      () => import('@/features/checkout/order-confirm-page'),
      (page) => page.OrderConfirmPage,
    ),
  },
  {
    path: paths.ordersOnDevice.path,
    ...lazyPage(
      () => import('@/features/checkout/orders-on-device-page'),
      (page) => page.OrdersOnDevicePage,
    ),
  },
];
