import { useLocale } from '@/i18n/locale-provider';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { messages } from '@/config/messages';
import { formatAmount, formatDate } from '@/lib/format';
import type { Receipt } from '@/lib/receipts';
import './receipt-list.css';

type ReceiptListProps = {
  receipts: Receipt[];
  /** Offers 'Delete receipt' on each receipt when given. */
  onDelete?: (receipt: Receipt) => void;
  headingLevel?: 2 | 3;
};

/**
 * Receipts kept on this device: order number, date, amount, payment id and what was bought; a
 * payment verification rejected says so.
 */
export function ReceiptList({ receipts, onDelete, headingLevel = 2 }: ReceiptListProps) {
  const idPrefix = useId();
  const Heading = `h${headingLevel}` as const;
  const locale = useLocale();
  const { t } = useLingui();
  return (
    <ul className="receipt-list">
      {receipts.map((receipt, index) => {
        const titleId = `${idPrefix}-${index}`;
        return (
          <li key={receipt.paymentId}>
            <article className="receipt" aria-labelledby={titleId}>
              <Heading id={titleId} className="receipt__title">
                <Trans>Order {receipt.orderId}</Trans>
              </Heading>
              {receipt.rejected && (
                <p className="receipt__rejected">{t(messages.paymentNotVerified)}</p>
              )}
              <dl className="receipt__facts">
                <div>
                  <dt>
                    <Trans>Date</Trans>
                  </dt>
                  <dd>
                    <time dateTime={receipt.date}>{formatDate(receipt.date, locale)}</time>
                  </dd>
                </div>
                <div>
                  <dt>{receipt.rejected ? t`Amount` : t`Amount paid`}</dt>
                  <dd>{formatAmount(receipt.amount)}</dd>
                </div>
                <div className="receipt__fact--wide">
                  <dt>
                    <Trans>Payment ID</Trans>
                  </dt>
                  <dd className="receipt__payment-id">{receipt.paymentId}</dd>
                </div>
              </dl>
              {receipt.items.length > 0 && (
                <ul className="receipt__items" aria-label={t`Items in order ${receipt.orderId}`}>
                  {receipt.items.map((item, line) => (
                    <li key={line}>
                      <span className="receipt__item-name">{item.name}</span>
                      <span className="receipt__item-quantity">× {item.quantity}</span>
                      <span className="receipt__item-total">
                        {formatAmount(item.price * item.quantity)}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
              {onDelete && (
                <button
                  type="button"
                  className="button button--ghost receipt__delete"
                  aria-label={t`Delete receipt for order ${receipt.orderId}, payment ${receipt.paymentId}`}
                  onClick={() => onDelete(receipt)}
                >
                  <Trans>Delete receipt</Trans>
                </button>
              )}
            </article>
          </li>
        );
      })}
    </ul>
  );
}
