import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Routes of the content pages (issue 5). Each page loads as its own chunk. */
export const contentRoutes: RouteObject[] = [
  {
    path: paths.about.path,
    lazy: async () => ({ Component: (await import('@/features/content/about-page')).AboutPage }),
  },
  {
    path: paths.contact.path,
    lazy: async () => ({
      Component: (await import('@/features/content/contact-page')).ContactPage,
    }),
  },
  {
    path: paths.faq.path,
    lazy: async () => ({ Component: (await import('@/features/content/faq-page')).FaqPage }),
  },
  {
    path: paths.blogs.path,
    lazy: async () => ({ Component: (await import('@/features/content/blogs-page')).BlogsPage }),
  },
  {
    path: paths.blogDetails.path,
    lazy: async () => ({
      Component: (await import('@/features/content/blog-details-page')).BlogDetailsPage,
    }),
  },
  {
    path: paths.historyAyurveda.path,
    lazy: async () => ({
      Component: (await import('@/features/content/history-ayurveda-page')).HistoryAyurvedaPage,
    }),
  },
  {
    path: paths.productDescription.path,
    lazy: async () => ({
      Component: (await import('@/features/content/product-description-page'))
        .ProductDescriptionPage,
    }),
  },
  {
    path: paths.privacyPolicy.path,
    lazy: async () => ({
      Component: (await import('@/features/content/policy-pages')).PrivacyPolicyPage,
    }),
  },
  {
    path: paths.termsConditions.path,
    lazy: async () => ({
      Component: (await import('@/features/content/policy-pages')).TermsConditionsPage,
    }),
  },
  {
    path: paths.refundPolicy.path,
    lazy: async () => ({
      Component: (await import('@/features/content/policy-pages')).RefundPolicyPage,
    }),
  },
];
