import { useState } from 'react';
import { Link } from '@/i18n/navigation';
import type { User } from '@/api/schemas';
import { paths } from '@/config/paths';
import { AccountShell } from './account-shell';
import { Detail } from './detail-row';
import { EditAccountModal } from './edit-account-modal';
import { OrderList } from './order-list';
import { profileDraft } from './profile-draft';
import { RecentlyPaid } from './recently-paid';

/** The dashboard shows this many of the latest orders (spec section 9). */
const RECENT_ORDERS = 3;

export function DashboardPage() {
  return <AccountShell title="Dashboard">{(user) => <Dashboard user={user} />}</AccountShell>;
}

function Dashboard({ user }: { user: User }) {
  // Open again with what they had sent, when the server ended their session instead of saving it.
  const [editing, setEditing] = useState(() => profileDraft.of(user.id) !== null);
  return (
    <>
      <section className="account-card account-greeting" aria-labelledby="account-greeting">
        <h2 id="account-greeting">Hello, {user.name}!</h2>
        <p>
          From your dashboard you can follow your recent orders, keep your account details up to
          date and change your password.
        </p>
      </section>

      <RecentlyPaid userId={user.id} />

      <section className="account-card" aria-labelledby="recent-orders">
        <div className="account-card__header">
          <h2 id="recent-orders">Recent Orders</h2>
          <Link to={paths.orders.href()}>View all orders</Link>
        </div>
        <div className="recent-orders">
          <OrderList userId={user.id} limit={RECENT_ORDERS} caption="Your most recent orders" />
        </div>
      </section>

      <section className="account-card" aria-labelledby="account-details">
        <div className="account-card__header">
          <h2 id="account-details">Account Details</h2>
          <button type="button" className="button button--ghost" onClick={() => setEditing(true)}>
            Edit Account
          </button>
        </div>
        <dl className="details-list">
          <Detail term="Name" value={user.name} />
          <Detail term="Email" value={user.email} />
          <Detail term="Phone" value={user.phone} />
        </dl>
      </section>

      <EditAccountModal open={editing} onClose={() => setEditing(false)} user={user} />
    </>
  );
}
