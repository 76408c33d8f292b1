import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Checkout, order confirmation and receipts on this device; each page loads with its route. */
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
  {
    path: paths.ordersOnDevice.path,
    lazy: async () => ({
      Component: (await import('@/features/checkout/orders-on-device-page')).OrdersOnDevicePage,
    }),
  },
];
