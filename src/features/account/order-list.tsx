import { translate } from '@/i18n/catalogs';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@/i18n/navigation';
import { ApiError } from '@/api/client';
import { queries } from '@/api/queries';
import { StatusMessage } from '@/components/status-message';
import { messages } from '@/config/messages';
import { paths } from '@/config/paths';
import { newestFirst, OrdersTable } from './orders-table';
import { useReportError } from '@/lib/report-error';

type OrderListProps = {
  userId: number;
  /** Show only the most recent ones (the dashboard shows 3). */
  limit?: number;
  caption: string;
};

/** The shopper's orders with their loading, failure and empty states. */
export function OrderList({ userId, limit, caption }: OrderListProps) {
  const { t } = useLingui();
  // Orders change with every checkout: show what is cached at once, then refresh it.
  const { data, error, isPending } = useQuery({
    ...queries.orders(userId),
    refetchOnMount: 'always',
  });
  useReportError(error, 'Orders');

  if (isPending) {
    return (
      <div className="account__pending">
        <StatusMessage kind="loading">
          <Trans>Loading orders...</Trans>
        </StatusMessage>
        {/* The empty state's room, unseen: what follows stays put when a new account's answer arrives. */}
        <div className="account__placeholder" aria-hidden="true" inert>
          <NoOrdersYet />
        </div>
      </div>
    );
  }
  if (error) {
    const text =
      error instanceof ApiError && error.isUnauthorized
        ? t(messages.sessionExpired)
        : errorText(error);
    return <StatusMessage kind="error">{text}</StatusMessage>;
  }
  if (data.length === 0) return <NoOrdersYet />;
  const orders = newestFirst(data);
  return <OrdersTable orders={limit ? orders.slice(0, limit) : orders} caption={caption} />;
}

function NoOrdersYet() {
  return (
    <div className="account__empty">
      <StatusMessage kind="empty">
        <Trans>You have not placed any orders yet.</Trans>
      </StatusMessage>
      <Link to={paths.shop.href()} className="button">
        <Trans>Start shopping</Trans>
      </Link>
    </div>
  );
}

function errorText(error: Error) {
  return error instanceof ApiError ? error.message : translate(messages.ordersFailed);
}
