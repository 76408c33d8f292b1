import { route, type RouteConfig } from '@react-router/dev/routes';
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

/**
 * One route module per page of the spec (src/app/pages), each loaded as its own chunk, at the
 * spec's path in English and under an optional `/hi` in Hindi (src/i18n): `hi?/shop` is both
 * `/shop` and `/hi/shop`.
 */
const page = (path: string, file: string) => route(path === '/' ? 'hi?' : `hi?${path}`, file);

export default [
  page('/', catalogue('home.ts')),
  page(paths.shop.path, catalogue('shop.ts')),
  page(paths.medicineByDisease.path, 'pages/medicine-by-disease.ts'),
  page(paths.category.path, catalogue('category.ts')),
  page(paths.product.path, catalogue('product.ts')),
  page(paths.combo.path, catalogue('combo.ts')),
  page(paths.wishlist.path, 'pages/wishlist.ts'),
  page(paths.checkout.path, 'pages/checkout.ts'),
  page(paths.orderConfirm.path, 'pages/order-confirm.ts'),
  page(paths.ordersOnDevice.path, 'pages/orders-on-device.ts'),
  page(paths.signUp.path, 'pages/sign-up.ts'),
  page(paths.account.path, 'pages/account.ts'),
  page(paths.orders.path, 'pages/orders.ts'),
  page(paths.orderDetail.path, 'pages/order-detail.ts'),
  page(paths.accountSettings.path, 'pages/account-settings.ts'),
  page(paths.about.path, 'pages/about.ts'),
  page(paths.contact.path, 'pages/contact.ts'),
  page(paths.faq.path, 'pages/faq.ts'),
  page(paths.blogs.path, 'pages/blogs.ts'),
  page(paths.blogDetails.path, catalogue('blog-details.ts')),
  page(paths.historyAyurveda.path, 'pages/history-ayurveda.ts'),
  page(paths.productDescription.path, 'pages/product-description.ts'),
  page(paths.privacyPolicy.path, 'pages/privacy-policy.ts'),
  page(paths.termsConditions.path, 'pages/terms-conditions.ts'),
  page(paths.refundPolicy.path, 'pages/refund-policy.ts'),
  page(paths.error.path, 'pages/error.ts'),
  route('*', 'pages/not-found.ts'),
] satisfies RouteConfig;
