/**
 * Paths of the mock catalog's images. They live in public/images and are drawn by
 * scripts/generate-assets.ts, so the mock never fetches anything from elsewhere.
 */
export const productImage = (slug: string) => `/images/products/${slug}.svg`;

export const images = {
  logo: '/images/logo.svg',
  productBanner: '/images/banners/product.svg',
  blogBanner: '/images/banners/blog.svg',
  gallery: [
    '/images/gallery/herbs-1.svg',
    '/images/gallery/herbs-2.svg',
    '/images/gallery/herbs-3.svg',
  ],
  slides: [
    '/images/slides/slide-1.svg',
    '/images/slides/slide-2.svg',
    '/images/slides/slide-3.svg',
  ],
  avatars: Array.from({ length: 6 }, (_, index) => `/images/people/person-${index + 1}.svg`),
  certificates: Array.from(
    { length: 6 },
    (_, index) => `/images/certificates/certificate-${index + 1}.svg`,
  ),
  faqs: ['/images/faq/faq-1.svg', '/images/faq/faq-2.svg', '/images/faq/faq-3.svg'],
  combo: (slug: string) => `/images/combos/${slug}.svg`,
  blog: (slug: string) => `/images/blogs/${slug}.svg`,
};
