// React Router's config and route table load this file (react-router.config.ts, src/app/routes.ts).

/** Every route of the spec, with a helper that builds its href. */
export const paths = {
  home: { path: '/', href: () => '/' },
  about: { path: '/about', href: () => '/about' },
  productDescription: { path: '/product-description', href: () => '/product-description' },
  shop: {
    path: '/shop',
    href: (query: { category?: string; search?: string; page?: number } = {}) => {
      const params = new URLSearchParams();
      if (query.category) params.set('category', query.category);
      if (query.search) params.set('search', query.search);
      if (query.page && query.page > 1) params.set('page', String(query.page));
      const search = params.toString();
      return search ? `/shop?${search}` : '/shop';
    },
  },
  medicineByDisease: { path: '/medicine-by-disease', href: () => '/medicine-by-disease' },
  contact: { path: '/contact', href: () => '/contact' },
  error: { path: '/error', href: () => '/error' },
  faq: { path: '/faq', href: () => '/faq' },
  blogs: { path: '/blogs', href: () => '/blogs' },
  historyAyurveda: { path: '/history-ayurveda', href: () => '/history-ayurveda' },
  category: {
    path: '/categories/:slug',
    href: (slug: string) => `/categories/${encodeURIComponent(slug)}`,
  },
  privacyPolicy: { path: '/privacy-policy', href: () => '/privacy-policy' },
  termsConditions: { path: '/terms-conditions', href: () => '/terms-conditions' },
  refundPolicy: { path: '/refund-policy', href: () => '/refund-policy' },
  blogDetails: {
    path: '/blog-details/:slug',
    href: (slug: string) => `/blog-details/${encodeURIComponent(slug)}`,
  },
  wishlist: { path: '/wishlist', href: () => '/wishlist' },
  product: {
    path: '/product-details/:slug',
    href: (slugOrId: string | number) => `/product-details/${encodeURIComponent(String(slugOrId))}`,
  },
  combo: {
    path: '/combo-details/:slug',
    href: (slug: string) => `/combo-details/${encodeURIComponent(slug)}`,
  },
  signUp: { path: '/sign-up', href: () => '/sign-up' },
  checkout: { path: '/checkout', href: () => '/checkout' },
  orderConfirm: { path: '/order-confirm', href: () => '/order-confirm' },
  ordersOnDevice: { path: '/orders-on-this-device', href: () => '/orders-on-this-device' },
  account: { path: '/account', href: () => '/account' },
  orderDetail: {
    path: '/account-details/:orderId',
    href: (id: string | number) => `/account-details/${encodeURIComponent(String(id))}`,
  },
  orders: { path: '/order-details', href: () => '/order-details' },
  accountSettings: { path: '/account-settings', href: () => '/account-settings' },
} as const;
