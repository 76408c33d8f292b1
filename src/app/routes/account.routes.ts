import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Routes of sign-up, the account area, checkout and order confirmation (issue 4). */
export const accountRoutes: RouteObject[] = [
  {
    path: paths.signUp.path,
    lazy: async () => ({ Component: (await import('@/features/auth/sign-up-page')).SignUpPage }),
  },
  {
    path: paths.account.path,
    lazy: async () => ({
      Component: (await import('@/features/account/dashboard-page')).DashboardPage,
    }),
  },
  {
    path: paths.orders.path,
    lazy: async () => ({ Component: (await import('@/features/account/orders-page')).OrdersPage }),
  },
  {
    path: paths.orderDetail.path,
    lazy: async () => ({
      Component: (await import('@/features/account/order-detail-page')).OrderDetailPage,
    }),
  },
  {
    path: paths.accountSettings.path,
    lazy: async () => ({
      Component: (await import('@/features/account/account-settings-page')).AccountSettingsPage,
    }),
  },
];
