import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyPage } from './lazy-page';

/** Routes of sign-up, the account area, checkout and order confirmation (issue 4). */
export const accountRoutes: RouteObject[] = [
  {
    path: paths.signUp.path,
    ...lazyPage(
      () => import('@/features/auth/sign-up-page'),
      (page) => page.SignUpPage,
    ),
  },
  {
    path: paths.account.path,
    ...lazyPage(
      () => import('@/features/account/dashboard-page'),
      (page) => page.DashboardPage,
    ),
  },
  {
    path: paths.orders.path,
    ...lazyPage(
      () => import('@/features/account/orders-page'),
      (page) => page.OrdersPage,
    ),
  },
  {
    path: paths.orderDetail.path,
    ...lazyPage(
      () => import('@/features/account/order-detail-page'),
      (page) => page.OrderDetailPage,
    ),
  },
  {
    path: paths.accountSettings.path,
    ...lazyPage(
      () => import('@/features/account/account-settings-page'),
      (page) => page.AccountSettingsPage,
    ),
  },
];
