import { AccountShell } from './account-shell';
import { OrderList } from './order-list';

export function OrdersPage() {
  return (
    <AccountShell title="My Orders">
      {(user) => (
        <section className="account-card" aria-labelledby="all-orders">
          <h2 id="all-orders">All Orders</h2>
          <OrderList userId={user.id} caption="All your orders, newest first" />
        </section>
      )}
    </AccountShell>
  );
}
