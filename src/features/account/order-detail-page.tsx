import { useLocale } from '@/i18n/locale-provider';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { Link } from '@/i18n/navigation';
import { queries } from '@/api/queries';
import { serverMessageOr } from '@/components/api-error-text';
import type { OrderDetail as Order } from '@/api/schemas';
import { StatusMessage } from '@/components/status-message';
import { messages } from '@/config/messages';
import { paths } from '@/config/paths';
import { capitalise, formatAmount, formatDate, orderLabel } from '@/lib/format';
import { AccountShell } from './account-shell';
import { Detail } from './detail-row';
import { statusClass } from './orders-table';
import { useReportError } from '@/lib/report-error';

export function OrderDetailPage() {
  const { t } = useLingui();
  const { orderId = '' } = useParams();
  return (
    <AccountShell title={t`Order Details`}>
      {(user) => <OrderDetail userId={user.id} orderId={orderId} />}
    </AccountShell>
  );
}

function OrderDetail({ userId, orderId }: { userId: number; orderId: string }) {
  const locale = useLocale();
  const { t } = useLingui();
  const { data: order, isPending, error } = useQuery(queries.order(userId, orderId));
  useReportError(error, 'Order detail');

  if (isPending)
    return <StatusMessage kind="loading">{t(messages.orderDetailLoading)}</StatusMessage>;
  if (error) {
    return (
      <>
        <StatusMessage kind="error">
          {serverMessageOr(error, t(messages.orderDetailFailed))}
        </StatusMessage>
        <BackToOrders />
      </>
    );
  }

  const label = orderLabel(order);
  const itemsTotal = order.items.reduce((sum, item) => sum + item.total, 0);
  const status = capitalise(order.status);

  return (
    <article className="order-detail" aria-labelledby="order-title">
      <section className="account-card">
        <div className="account-card__header">
          <h2 id="order-title">
            <Trans>Order {label}</Trans>
          </h2>
          <span className={`order-status order-status--${statusClass(order.status)}`}>
            {status}
          </span>
        </div>
        <dl className="details-list details-list--grid">
          <Detail term={t`Order Number`} value={label} />
          <Detail term={t`Order Date`} value={formatDate(order.createdAt, locale)} />
          <Detail term={t`Payment Method`} value="Online" />
          <Detail term={t`Shipping`} value={formatAmount(order.shipping_price)} />
          <Detail term={t`Total`} value={formatAmount(order.amount)} />
        </dl>
      </section>

      <div className="order-detail__columns">
        <section className="account-card" aria-labelledby="order-customer">
          <h3 id="order-customer">
            <Trans>Customer Information</Trans>
          </h3>
          <dl className="details-list">
            <Detail term={t`Name`} value={order.name} />
            <Detail term={t`Email`} value={order.email} />
            <Detail term={t`Phone`} value={order.phone} />
          </dl>
        </section>
        <section className="account-card" aria-labelledby="order-address">
          <h3 id="order-address">
            <Trans>Shipping Address</Trans>
          </h3>
          <address className="order-detail__address">
            {[
              order.name,
              order.address_line1,
              order.address_line2,
              [order.city, order.state].filter(Boolean).join(', ') +
                (order.postal_code ? ` - ${order.postal_code}` : ''),
              order.country,
            ]
              .filter((line) => line.trim())
              .map((line, index) => (
                <span key={index}>{line}</span>
              ))}
          </address>
        </section>
      </div>

      <section className="account-card" aria-labelledby="order-items">
        <h3 id="order-items">
          <Trans>Items</Trans>
        </h3>
        <table className="items-table">
          <caption className="visually-hidden">
            <Trans>Items in order {label}</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Product</Trans>
              </th>
              <th scope="col">
                <Trans>Price</Trans>
              </th>
              <th scope="col">
                <Trans>Qty</Trans>
              </th>
              <th scope="col">
                <Trans>Total</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item, index) => (
              <tr key={index}>
                <th scope="row" data-label={t`Product`}>
                  {item.product_name}
                </th>
                <td data-label={t`Price`}>{formatAmount(item.price)}</td>
                <td data-label={t`Qty`}>{item.quantity}</td>
                <td data-label={t`Total`}>{formatAmount(item.total)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                <Trans>Subtotal</Trans>
              </th>
              <td>{formatAmount(itemsTotal)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={3}>
                <Trans>Shipping</Trans>
              </th>
              <td>{formatAmount(order.shipping_price)}</td>
            </tr>
            <tr className="items-table__total">
              <th scope="row" colSpan={3}>
                <Trans>Order Total</Trans>
              </th>
              <td>{formatAmount(order.amount)}</td>
            </tr>
          </tfoot>
        </table>
      </section>

      <PaymentInformation order={order} status={status} />
      <BackToOrders />
    </article>
  );
}

function PaymentInformation({ order, status }: { order: Order; status: string }) {
  const locale = useLocale();
  const { t } = useLingui();
  return (
    <section className="account-card" aria-labelledby="order-payment">
      <h3 id="order-payment">
        <Trans>Payment Information</Trans>
      </h3>
      <dl className="details-list details-list--grid">
        <Detail term={t`Payment ID`} value={order.razorpay_payment_id} />
        <Detail term={t`Razorpay Order ID`} value={order.razorpay_order_id} />
        <Detail
          term={t`Payment Date`}
          value={order.payment_date ? formatDate(order.payment_date, locale) : null}
        />
        <Detail term={t`Payment Status`} value={status} />
      </dl>
    </section>
  );
}

function BackToOrders() {
  return (
    <p className="order-detail__back">
      <Link to={paths.orders.href()}>
        <Trans>← Back to orders</Trans>
      </Link>
    </p>
  );
}
