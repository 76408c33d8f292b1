import { Trans } from '@lingui/react/macro';
import { memo } from 'react';
import { ApiImage } from '@/components/api-image';
import { formatAmount } from '@/lib/format';
import type { CartItem } from '@/stores/cart-reducer';

const TITLE_ID = 'order-summary-title';

/** The prerendered shell's summary: the cart is on the shopper's device, not in the HTML. */
export function PendingOrderSummary() {
  return (
    <section className="order-summary" aria-labelledby={TITLE_ID} aria-busy="true">
      <h2 id={TITLE_ID}>
        <Trans>Order summary</Trans>
      </h2>
    </section>
  );
}

type OrderSummaryProps = { items: CartItem[]; subtotal: number; shipping: number; total: number };

export const OrderSummary = memo(function OrderSummary({
  items,
  subtotal,
  shipping,
  total,
}: OrderSummaryProps) {
  return (
    <section className="order-summary" aria-labelledby={TITLE_ID}>
      <h2 id={TITLE_ID}>
        <Trans>Order summary</Trans>
      </h2>
      <ul className="order-summary__items">
        {items.map((item) => (
          <li key={item.id} className="order-summary__item">
            <ApiImage src={item.image} alt="" width={56} height={56} />
            <span className="order-summary__name">{item.name}</span>
            <span>
              {formatAmount(item.price)} × {item.quantity}
            </span>
          </li>
        ))}
      </ul>
      <dl className="order-summary__totals">
        <div>
          <dt>
            <Trans>Subtotal</Trans>
          </dt>
          <dd>{formatAmount(subtotal)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Shipping</Trans>
          </dt>
          <dd>{formatAmount(shipping)}</dd>
        </div>
        <div className="order-summary__total">
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd>{formatAmount(total)}</dd>
        </div>
      </dl>
    </section>
  );
});
