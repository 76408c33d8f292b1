import type { ProductDetail } from '@/api/schemas';
import { RatingStars } from '@/components/rating-stars';
import { Tabs, type Tab } from '@/components/tabs';
import { SafeHtml } from '@/components/safe-html';
import { messages } from '@/config/messages';
import { formatDate } from '@/lib/format';

function Reviews({ reviews }: { reviews: ProductDetail['reviews'] }) {
  if (reviews.list.length === 0) return <p>{messages.noReviews}</p>;
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
              <span className="review__date">{formatDate(review.createdAt)}</span>
            </p>
            <RatingStars rating={review.rating} />
            <p>{review.comment}</p>
          </li>
        ))}
      </ul>
    </>
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
          <SafeHtml html={product.description} className="rich-text" />
          {product.additional_description && (
            <SafeHtml html={product.additional_description} className="rich-text" />
          )}
        </>
      ),
    },
    {
      id: 'reviews',
      label: `Reviews (${product.reviews.total_reviews})`,
      content: <Reviews reviews={product.reviews} />,
    },
    {
      id: 'additional',
      label: 'Additional Information',
      content:
        product.additional_info.length > 0 ? (
          <dl className="info-list">
            {product.additional_info.map((row, index) => (
              <div key={index}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p>No additional information.</p>
        ),
    },
    {
      id: 'glossary',
      label: 'Ingredient Glossary',
      content: (
        <>
          {product.ingredients && <SafeHtml html={product.ingredients} className="rich-text" />}
          {product.ingredient_glossary ? (
            <SafeHtml html={product.ingredient_glossary} className="rich-text" />
          ) : (
            !product.ingredients && <p>No ingredient glossary for this product.</p>
          )}
        </>
      ),
    },
  ];
  return <Tabs label="Product information" tabs={tabs} className="product-tabs" />;
}
