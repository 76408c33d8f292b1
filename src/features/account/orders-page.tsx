import { AccountShell } from './account-shell';
import { OrderList } from './order-list';
import { RecentlyPaid } from './recently-paid';

export function OrdersPage() {
  return (
    <AccountShell title="My Orders">
      {(user) => (
        <>
          <RecentlyPaid userId={user.id} />
          <section className="account-card" aria-labelledby="all-orders">
            <h2 id="all-orders">All Orders</h2>
            <OrderList userId={user.id} caption="All your orders, newest first" />
          </section>
        </>
      )}
    </AccountShell>
  );
}
