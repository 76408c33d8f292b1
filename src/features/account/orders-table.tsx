import { useLocale } from '@/i18n/locale-provider';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@/i18n/navigation';
import type { OrderSummary } from '@/api/schemas';
import { paths } from '@/config/paths';
import { capitalise, formatAmount, formatDate, orderLabel } from '@/lib/format';
import { NOT_AVAILABLE } from './detail-row';

type OrdersTableProps = { orders: OrderSummary[]; caption: string };

/** Order, Date, Status, Total and a View link; on narrow screens each row becomes a card. */
export function OrdersTable({ orders, caption }: OrdersTableProps) {
  const locale = useLocale();
  const { t } = useLingui();
  return (
    <table className="orders-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans>Order</Trans>
          </th>
          <th scope="col">
            <Trans>Date</Trans>
          </th>
          <th scope="col">
            <Trans>Status</Trans>
          </th>
          <th scope="col">
            <Trans>Total</Trans>
          </th>
          <th scope="col">
            <span className="visually-hidden">
              <Trans>Details</Trans>
            </span>
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => {
          const label = orderLabel(order);
          return (
            <tr key={order.id}>
              <th scope="row" data-label={t`Order`}>
                {label}
              </th>
              <td data-label={t`Date`}>
                {formatDate(order.createdAt, locale) || t(NOT_AVAILABLE)}
              </td>
              <td data-label={t`Status`}>
                <span className={`order-status order-status--${statusClass(order.status)}`}>
                  {capitalise(order.status)}
                </span>
              </td>
              <td data-label={t`Total`}>{formatAmount(order.amount)}</td>
              <td className="orders-table__action">
                <Link
                  to={paths.orderDetail.href(order.id)}
                  className="button button--ghost orders-table__view"
                  aria-label={t`View order ${label}`}
                >
                  <Trans>View</Trans>
                </Link>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Newest first, whatever order the server sent them in. */
export function newestFirst(orders: OrderSummary[]) {
  const time = (order: OrderSummary) => Date.parse(order.createdAt) || 0;
  return [...orders].sort((a, b) => time(b) - time(a) || b.id - a.id);
}

/** A class-safe form of a status the server chose ('Shipped' → 'shipped'). */
export function statusClass(status: string) {
  return status.toLowerCase().replace(/[^a-z]+/g, '-');
}
