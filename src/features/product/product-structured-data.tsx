import type { ProductDetail } from '@/api/schemas';
import { absoluteUrl, useSiteOrigin } from '@/components/page-meta';
import { htmlToText } from '@/components/safe-html';
import { paths } from '@/config/paths';

/**
 * JSON for a <script> element: `<`, `>` and `&` as \u escapes, so no value ("</script>",
 * "<!--") can end or change the element wherever the markup is produced or copied.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Product and BreadcrumbList JSON-LD, so search engines can show price and stars. */
export function ProductStructuredData({ product }: { product: ProductDetail }) {
  // Relative until the page knows its origin (a prerendered page without VITE_SITE_URL).
  const origin = useSiteOrigin();
  const absolute = (url: string) => absoluteUrl(url, origin) ?? url;
  const url = absolute(paths.product.href(product.slug || product.id));
  const data = [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      // An image URL that cannot be parsed ("http://") is left out, never thrown.
      image: [product.default_image, ...product.images.map((image) => image.url)].flatMap(
        (image) => absoluteUrl(image, origin) ?? [],
      ),
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
  return <script type="application/ld+json">{serializeJsonLd(data)}</script>;
}
