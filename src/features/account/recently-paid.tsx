import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@/i18n/navigation';
import { queries } from '@/api/queries';
import { ReceiptList } from '@/components/receipt-list';
import { paths } from '@/config/paths';
import { orderLabel } from '@/lib/format';
import { isVerified, useReceipts } from '@/lib/receipts';

/**
 * This shopper's payments made in this browser that the account's order list does not show yet
 * (it can lag behind the payment); each disappears once the list has it.
 */
export function RecentlyPaid({ userId }: { userId: number }) {
  const receipts = useReceipts();
  const orders = useQuery(queries.orders(userId));
  if (orders.isPending || receipts.length === 0) return null;

  const listed = new Set(orders.data?.map(orderLabel));
  const waiting = receipts.filter(
    (receipt) => receipt.userId === userId && isVerified(receipt) && !listed.has(receipt.orderId),
  );
  if (waiting.length === 0) return null;

  return (
    <section className="account-card" aria-labelledby="recently-paid">
      <div className="account-card__header">
        <h2 id="recently-paid">
          <Trans>Recently paid on this device</Trans>
        </h2>
        <Link to={paths.ordersOnDevice.href()}>
          <Trans>Orders on this device</Trans>
        </Link>
      </div>
      <p>
        <Trans>
          Your payment went through. These orders will appear in your order list shortly.
        </Trans>
      </p>
      <ReceiptList receipts={waiting} headingLevel={3} />
    </section>
  );
}
