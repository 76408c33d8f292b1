import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { PageBanner } from '@/components/page-banner';
import { PageMeta } from '@/components/page-meta';
import { ReceiptList } from '@/components/receipt-list';
import { StatusMessage } from '@/components/status-message';
import { paths } from '@/config/paths';
import { AfterHydration } from '@/lib/hydration';
import { receipts, useReceipts } from '@/lib/receipts';
import './orders-on-device.css';

/** Receipts of the payments verified in this browser; a guest's only record besides the email. */
export function OrdersOnDevicePage() {
  const { t } = useLingui();
  return (
    <>
      <PageMeta title={t`Orders on this device`} />
      <PageBanner
        title={t`Orders on this device`}
        subtitle={t`Receipts of the payments made in this browser`}
      />
      <div className="container section orders-on-device">
        <p className="orders-on-device__note">
          <Trans>
            These receipts are kept only in this browser, so you can find an order without an
            account. Deleting a receipt removes it from this device only: it does not cancel or
            change the order. Orders placed while signed in are also in{' '}
            <Link to={paths.orders.href()}>My Orders</Link>.
          </Trans>
        </p>
        <AfterHydration>
          <Receipts />
        </AfterHydration>
      </div>
    </>
  );
}

/** The receipts this browser holds, each with its delete button. */
function Receipts() {
  const { t } = useLingui();
  const list = useReceipts();
  const [announcement, setAnnouncement] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);

  // The pressed button disappears with its receipt: focus goes back to the list's heading.
  const afterDelete = (text: string) => {
    setAnnouncement(text);
    heading.current?.focus();
  };

  return (
    <>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <div className="orders-on-device__header">
        <h2 ref={heading} tabIndex={-1}>
          {t`${plural(list.length, { one: '# receipt', other: '# receipts' })}`}
        </h2>
        {list.length > 0 && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              receipts.clear();
              afterDelete(t`All receipts deleted from this device.`);
            }}
          >
            <Trans>Delete all receipts</Trans>
          </button>
        )}
      </div>
      {list.length === 0 ? (
        <div className="orders-on-device__empty">
          <StatusMessage kind="empty">
            <Trans>There are no receipts on this device yet.</Trans>
          </StatusMessage>
          <Link className="button" to={paths.shop.href()}>
            <Trans>Continue Shopping</Trans>
          </Link>
        </div>
      ) : (
        <ReceiptList
          receipts={list}
          onDelete={(receipt) => {
            receipts.remove(receipt.paymentId);
            afterDelete(`Receipt for order ${receipt.orderId} deleted.`);
          }}
        />
      )}
    </>
  );
}
