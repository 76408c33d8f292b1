import { useLingui } from '@lingui/react/macro';
import type { ProductDetail } from '@/api/schemas';
import { RatingStars } from '@/components/rating-stars';
import { Tabs, type Tab } from '@/components/tabs';
import { SafeHtml } from '@/components/safe-html';
import { env } from '@/config/env';
import { messages } from '@/config/messages';
import { formatDate, formatPrice } from '@/lib/format';
import { AfterHydration } from '@/lib/hydration';
import { compareAtPrice } from '@/lib/pricing';
import { telHref } from '@/lib/safe-url';

function Reviews({ reviews }: { reviews: ProductDetail['reviews'] }) {
  const { t } = useLingui();
  if (reviews.list.length === 0) return <p>{t(messages.noReviews)}</p>;
  return (
    <>
      <p className="reviews__summary">
        Rated {reviews.avg_rating.toFixed(1)} out of 5 from {reviews.total_reviews}{' '}
        {reviews.total_reviews === 1 ? 'review' : 'reviews'}
      </p>
      <ul className="reviews">
        {reviews.list.map((review) => (
          <li key={review.id} className="review">
            <p className="review__head">
              <strong>{review.name}</strong>{' '}
              {/* In the shopper's time zone, which the prerendered page cannot know. */}
              <AfterHydration>
                <span className="review__date">{formatDate(review.createdAt)}</span>
              </AfterHydration>
            </p>
            <RatingStars rating={review.rating} />
            <p>{review.comment}</p>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The listing facts Indian rules ask for, where the data has them: MRP, net quantity,
 * manufacturer and country of origin come from `additional_info`; customer care is the shop's.
 */
function ProductFacts({ product }: { product: ProductDetail }) {
  const mrp = compareAtPrice(product) ?? product.price;
  const listed = product.additional_info.filter((row) => !/^mrp\b/i.test(row.label));
  return (
    <table className="facts">
      <caption className="visually-hidden">Product information</caption>
      <tbody>
        <tr>
          <th scope="row">MRP</th>
          <td>{formatPrice(mrp)} (incl. of all taxes)</td>
        </tr>
        {listed.map((row, index) => (
          <tr key={index}>
            <th scope="row">{row.label}</th>
            <td>{row.value}</td>
          </tr>
        ))}
        <tr>
          <th scope="row">Customer care</th>
          <td>
            <a href={telHref(env.supportPhone)}>{env.supportPhone}</a>,{' '}
            <a href="mailto:care@vedaherbs.in">care@vedaherbs.in</a>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** Description, Reviews, Additional Information and Ingredient Glossary (WAI-ARIA tabs). */
export function ProductTabs({ product }: { product: ProductDetail }) {
  const tabs: Tab[] = [
    {
      id: 'description',
      label: 'Description',
      content: (
        <>
          <SafeHtml html={product.description} className="rich-text" headingsFrom={2} />
          {product.additional_description && (
            <SafeHtml
              html={product.additional_description}
              className="rich-text"
              headingsFrom={2}
            />
          )}
        </>
      ),
    },
    {
      id: 'reviews',
      label: 'Reviews',
      content: <Reviews reviews={product.reviews} />,
    },
    {
      id: 'additional',
      label: 'Additional Information',
      content: <ProductFacts product={product} />,
    },
    {
      id: 'glossary',
      label: 'Ingredient Glossary',
      content: (
        <>
          {product.ingredients && (
            <SafeHtml html={product.ingredients} className="rich-text" headingsFrom={2} />
          )}
          {product.ingredient_glossary ? (
            <SafeHtml html={product.ingredient_glossary} className="rich-text" headingsFrom={2} />
          ) : (
            !product.ingredients && <p>No ingredient glossary for this product.</p>
          )}
        </>
      ),
    },
  ];
  return <Tabs label="Product information" tabs={tabs} className="product-tabs" />;
}
