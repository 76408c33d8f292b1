import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyPage } from './lazy-page';

/** Routes of the content pages (issue 5). Each page loads as its own chunk. */
export const contentRoutes: RouteObject[] = [
  {
    path: paths.about.path,
    ...lazyPage(
      () => import('@/features/content/about-page'),
      (page) => page.AboutPage,
    ),
  },
  {
    path: paths.contact.path,
    ...lazyPage(
      () => import('@/features/content/contact-page'),
      (page) => page.ContactPage,
    ),
  },
  {
    path: paths.faq.path,
    ...lazyPage(
      () => import('@/features/content/faq-page'),
      (page) => page.FaqPage,
    ),
  },
  {
    path: paths.blogs.path,
    ...lazyPage(
      () => import('@/features/content/blogs-page'),
      (page) => page.BlogsPage,
    ),
  },
  {
    path: paths.blogDetails.path,
    ...lazyPage(
      () => import('@/features/content/blog-details-page'),
      (page) => page.BlogDetailsPage,
    ),
  },
  {
    path: paths.historyAyurveda.path,
    ...lazyPage(
      () => import('@/features/content/history-ayurveda-page'),
      (page) => page.HistoryAyurvedaPage,
    ),
  },
  {
    path: paths.productDescription.path,
    ...lazyPage(
      () => import('@/features/content/product-description-page'),
      (page) => page.ProductDescriptionPage,
    ),
  },
  {
    path: paths.privacyPolicy.path,
    ...lazyPage(
      () => import('@/features/content/policy-pages'),
      (page) => page.PrivacyPolicyPage,
    ),
  },
  {
    path: paths.termsConditions.path,
    ...lazyPage(
      () => import('@/features/content/policy-pages'),
      (page) => page.TermsConditionsPage,
    ),
  },
  {
    path: paths.refundPolicy.path,
    ...lazyPage(
      () => import('@/features/content/policy-pages'),
      (page) => page.RefundPolicyPage,
    ),
  },
];
