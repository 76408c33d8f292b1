import type { ProductDetail } from '@/api/schemas';
import { htmlToText } from '@/components/safe-html';
import { paths } from '@/config/paths';

const absolute = (url: string) => new URL(url, window.location.origin).href;

/**
 * Product and BreadcrumbList JSON-LD, so search engines can show price and stars. React
 * sets a script's text through the DOM, so no value can close the tag early.
 */
export function ProductStructuredData({ product }: { product: ProductDetail }) {
  const url = absolute(paths.product.href(product.slug || product.id));
  const data = [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      image: [product.default_image, ...product.images.map((image) => image.url)]
        .filter(Boolean)
        .map(absolute),
      description: htmlToText(product.short_description || product.description).slice(0, 5000),
      sku: String(product.id),
      brand: { '@type': 'Brand', name: 'Veda Herbs' },
      offers: {
        '@type': 'Offer',
        url,
        priceCurrency: 'INR',
        price: product.price.toFixed(2),
        availability: 'https://schema.org/InStock',
      },
      ...(product.reviews.total_reviews > 0 && {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: product.reviews.avg_rating,
          reviewCount: product.reviews.total_reviews,
        },
      }),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: absolute(paths.home.href()) },
        { '@type': 'ListItem', position: 2, name: 'Shop', item: absolute(paths.shop.href()) },
        { '@type': 'ListItem', position: 3, name: product.name, item: url },
      ],
    },
  ];
  return <script type="application/ld+json">{JSON.stringify(data)}</script>;
}
