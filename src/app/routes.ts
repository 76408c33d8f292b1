import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { catalogueAtBuild } from '../../scripts/catalogue.ts';
import { paths } from '../config/paths.ts';

/**
 * A catalogue page's module (and the home page's and the shop's, whose first screens show the
 * catalogue): with its build-time loader (src/app/pages/prerendered) when the build prerenders
 * the catalogue, else the page alone. React Router accepts a loader only on a route it
 * prerenders, and a build that cannot reach the backend prerenders none of them.
 */
const withCatalogue = (await catalogueAtBuild()) !== null;
const catalogue = (page: string) => (withCatalogue ? `pages/prerendered/${page}` : `pages/${page}`);

/** One route module per page of the spec (src/app/pages), each loaded as its own chunk. */
export default [
  index(catalogue('home.ts')),
  route(paths.shop.path, catalogue('shop.ts')),
  route(paths.medicineByDisease.path, 'pages/medicine-by-disease.ts'),
  route(paths.category.path, catalogue('category.ts')),
  route(paths.product.path, catalogue('product.ts')),
  route(paths.combo.path, catalogue('combo.ts')),
  route(paths.wishlist.path, 'pages/wishlist.ts'),
  route(paths.checkout.path, 'pages/checkout.ts'),
  route(paths.orderConfirm.path, 'pages/order-confirm.ts'),
  route(paths.ordersOnDevice.path, 'pages/orders-on-device.ts'),
  route(paths.signUp.path, 'pages/sign-up.ts'),
  route(paths.account.path, 'pages/account.ts'),
  route(paths.orders.path, 'pages/orders.ts'),
  route(paths.orderDetail.path, 'pages/order-detail.ts'),
  route(paths.accountSettings.path, 'pages/account-settings.ts'),
  route(paths.about.path, 'pages/about.ts'),
  route(paths.contact.path, 'pages/contact.ts'),
  route(paths.faq.path, 'pages/faq.ts'),
  route(paths.blogs.path, 'pages/blogs.ts'),
  route(paths.blogDetails.path, catalogue('blog-details.ts')),
  route(paths.historyAyurveda.path, 'pages/history-ayurveda.ts'),
  route(paths.productDescription.path, 'pages/product-description.ts'),
  route(paths.privacyPolicy.path, 'pages/privacy-policy.ts'),
  route(paths.termsConditions.path, 'pages/terms-conditions.ts'),
  route(paths.refundPolicy.path, 'pages/refund-policy.ts'),
  route(paths.error.path, 'pages/error.ts'),
  route('*', 'pages/not-found.ts'),
] satisfies RouteConfig;
