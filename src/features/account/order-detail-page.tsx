import { useLingui } from '@lingui/react/macro';
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
  const { orderId = '' } = useParams();
  return (
    <AccountShell title="Order Details">
      {(user) => <OrderDetail userId={user.id} orderId={orderId} />}
    </AccountShell>
  );
}

function OrderDetail({ userId, orderId }: { userId: number; orderId: string }) {
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
          <h2 id="order-title">Order {label}</h2>
          <span className={`order-status order-status--${statusClass(order.status)}`}>
            {status}
          </span>
        </div>
        <dl className="details-list details-list--grid">
          <Detail term="Order Number" value={label} />
          <Detail term="Order Date" value={formatDate(order.createdAt)} />
          <Detail term="Payment Method" value="Online" />
          <Detail term="Shipping" value={formatAmount(order.shipping_price)} />
          <Detail term="Total" value={formatAmount(order.amount)} />
        </dl>
      </section>

      <div className="order-detail__columns">
        <section className="account-card" aria-labelledby="order-customer">
          <h3 id="order-customer">Customer Information</h3>
          <dl className="details-list">
            <Detail term="Name" value={order.name} />
            <Detail term="Email" value={order.email} />
            <Detail term="Phone" value={order.phone} />
          </dl>
        </section>
        <section className="account-card" aria-labelledby="order-address">
          <h3 id="order-address">Shipping Address</h3>
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
        <h3 id="order-items">Items</h3>
        <table className="items-table">
          <caption className="visually-hidden">Items in order {label}</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Price</th>
              <th scope="col">Qty</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item, index) => (
              <tr key={index}>
                <th scope="row" data-label="Product">
                  {item.product_name}
                </th>
                <td data-label="Price">{formatAmount(item.price)}</td>
                <td data-label="Qty">{item.quantity}</td>
                <td data-label="Total">{formatAmount(item.total)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                Subtotal
              </th>
              <td>{formatAmount(itemsTotal)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={3}>
                Shipping
              </th>
              <td>{formatAmount(order.shipping_price)}</td>
            </tr>
            <tr className="items-table__total">
              <th scope="row" colSpan={3}>
                Order Total
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
  return (
    <section className="account-card" aria-labelledby="order-payment">
      <h3 id="order-payment">Payment Information</h3>
      <dl className="details-list details-list--grid">
        <Detail term="Payment ID" value={order.razorpay_payment_id} />
        <Detail term="Razorpay Order ID" value={order.razorpay_order_id} />
        <Detail
          term="Payment Date"
          value={order.payment_date ? formatDate(order.payment_date) : null}
        />
        <Detail term="Payment Status" value={status} />
      </dl>
    </section>
  );
}

function BackToOrders() {
  return (
    <p className="order-detail__back">
      <Link to={paths.orders.href()}>← Back to orders</Link>
    </p>
  );
}
