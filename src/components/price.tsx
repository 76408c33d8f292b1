import { Trans } from '@lingui/react/macro';
import { formatAmount, formatPrice } from '@/lib/format';
import { compareAtPrice, discountPercent, type Priced } from '@/lib/pricing';

type PriceProps = {
  product: Priced;
  /** Multiplies the price (price × quantity on the product page). */
  quantity?: number;
  showDiscount?: boolean;
  className?: string;
};

/** Price in whole rupees, with the compare-at price (MRP) struck through when it is higher. */
export function Price({ product, quantity = 1, showDiscount = false, className }: PriceProps) {
  const compareAt = compareAtPrice(product);
  const percent = showDiscount ? discountPercent(product) : null;
  return (
    <span className={`price ${className ?? ''}`}>
      <span className="price__current">{formatPrice(product.price * quantity)}</span>
      {compareAt !== null && (
        <del className="price__compare">
          <span className="visually-hidden">
            <Trans>MRP</Trans>{' '}
          </span>
          {formatPrice(compareAt * quantity)}
        </del>
      )}
      {percent !== null && (
        <span className="price__discount">
          <Trans>{percent}% off</Trans>
        </span>
      )}
    </span>
  );
}

/** 'MRP incl. of all taxes', and 'You save ₹x (y%)' when there is a compare-at price. */
export function PriceNote({
  product,
  quantity = 1,
  precise = false,
}: {
  product: Priced;
  quantity?: number;
  /** Two decimals, as in the cart. */
  precise?: boolean;
}) {
  const format = precise ? formatAmount : formatPrice;
  const compareAt = compareAtPrice(product);
  const percent = discountPercent(product);
  return (
    <span className="price-note">
      <span className="price-note__tax">
        <Trans>MRP incl. of all taxes</Trans>
      </span>
      {compareAt !== null && percent !== null && (
        <span className="price-note__saving">
          <Trans>
            You save {format((compareAt - product.price) * quantity)} ({percent}%)
          </Trans>
        </span>
      )}
    </span>
  );
}
