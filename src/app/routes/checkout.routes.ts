import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Checkout and order confirmation; each page loads with its route. */
export const checkoutRoutes: RouteObject[] = [
  {
    path: paths.checkout.path,
    lazy: async () => ({
      Component: (await import('@/features/checkout/checkout-page')).CheckoutPage,
    }),
  },
  {
    path: paths.orderConfirm.path,
    lazy: async () => ({
      Component: (await import('@/features/checkout/order-confirm-page')).OrderConfirmPage,
    }),
  },
];
