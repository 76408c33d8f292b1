import { useLocale } from '@/i18n/locale-provider';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const locale = useLocale();
  const { t } = useLingui();
  if (reviews.list.length === 0) return <p>{t(messages.noReviews)}</p>;
  return (
    <>
      <p className="reviews__summary">
        {t`Rated ${reviews.avg_rating.toFixed(1)} out of 5 from ${plural(reviews.total_reviews, { one: '# review', other: '# reviews' })}`}
      </p>
      <ul className="reviews">
        {reviews.list.map((review) => (
          <li key={review.id} className="review">
            <p className="review__head">
              <strong>{review.name}</strong>{' '}
              {/* In the shopper's time zone, which the prerendered page cannot know. */}
              <AfterHydration>
                <span className="review__date">{formatDate(review.createdAt, locale)}</span>
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
      <caption className="visually-hidden">
        <Trans>Product information</Trans>
      </caption>
      <tbody>
        <tr>
          <th scope="row">
            <Trans>MRP</Trans>
          </th>
          <td>
            <Trans>{formatPrice(mrp)} (incl. of all taxes)</Trans>
          </td>
        </tr>
        {listed.map((row, index) => (
          <tr key={index}>
            <th scope="row">{row.label}</th>
            <td>{row.value}</td>
          </tr>
        ))}
        <tr>
          <th scope="row">
            <Trans>Customer care</Trans>
          </th>
          <td>
            <a href={telHref(env.supportPhone)}>{env.supportPhone}</a>,{' '}
            <a href="mailto:care@vedaherbs.in">
              <Trans>care@vedaherbs.in</Trans>
            </a>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** Description, Reviews, Additional Information and Ingredient Glossary (WAI-ARIA tabs). */
export function ProductTabs({ product }: { product: ProductDetail }) {
  const { t } = useLingui();
  const tabs: Tab[] = [
    {
      id: 'description',
      label: t`Description`,
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
      label: t`Reviews`,
      content: <Reviews reviews={product.reviews} />,
    },
    {
      id: 'additional',
      label: t`Additional Information`,
      content: <ProductFacts product={product} />,
    },
    {
      id: 'glossary',
      label: t`Ingredient Glossary`,
      content: (
        <>
          {product.ingredients && (
            <SafeHtml html={product.ingredients} className="rich-text" headingsFrom={2} />
          )}
          {product.ingredient_glossary ? (
            <SafeHtml html={product.ingredient_glossary} className="rich-text" headingsFrom={2} />
          ) : (
            !product.ingredients && (
              <p>
                <Trans>No ingredient glossary for this product.</Trans>
              </p>
            )
          )}
        </>
      ),
    },
  ];
  return <Tabs label={t`Product information`} tabs={tabs} className="product-tabs" />;
}
