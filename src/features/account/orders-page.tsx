import { Trans, useLingui } from '@lingui/react/macro';
import { AccountShell } from './account-shell';
import { OrderList } from './order-list';
import { RecentlyPaid } from './recently-paid';

export function OrdersPage() {
  const { t } = useLingui();
  return (
    <AccountShell title={t`My Orders`}>
      {(user) => (
        <>
          <RecentlyPaid userId={user.id} />
          <section className="account-card" aria-labelledby="all-orders">
            <h2 id="all-orders">
              <Trans>All Orders</Trans>
            </h2>
            <OrderList userId={user.id} caption={t`All your orders, newest first`} />
          </section>
        </>
      )}
    </AccountShell>
  );
}
