import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  return <AccountShell title={t`Dashboard`}>{(user) => <Dashboard user={user} />}</AccountShell>;
}

function Dashboard({ user }: { user: User }) {
  const { t } = useLingui();
  // Open again with what they had sent, when the server ended their session instead of saving it.
  const [editing, setEditing] = useState(() => profileDraft.of(user.id) !== null);
  return (
    <>
      <section className="account-card account-greeting" aria-labelledby="account-greeting">
        <h2 id="account-greeting">
          <Trans>Hello, {user.name}!</Trans>
        </h2>
        <p>
          <Trans>
            From your dashboard you can follow your recent orders, keep your account details up to
            date and change your password.
          </Trans>
        </p>
      </section>

      <RecentlyPaid userId={user.id} />

      <section className="account-card" aria-labelledby="recent-orders">
        <div className="account-card__header">
          <h2 id="recent-orders">
            <Trans>Recent Orders</Trans>
          </h2>
          <Link to={paths.orders.href()}>
            <Trans>View all orders</Trans>
          </Link>
        </div>
        <div className="recent-orders">
          <OrderList userId={user.id} limit={RECENT_ORDERS} caption={t`Your most recent orders`} />
        </div>
      </section>

      <section className="account-card" aria-labelledby="account-details">
        <div className="account-card__header">
          <h2 id="account-details">
            <Trans>Account Details</Trans>
          </h2>
          <button type="button" className="button button--ghost" onClick={() => setEditing(true)}>
            <Trans>Edit Account</Trans>
          </button>
        </div>
        <dl className="details-list">
          <Detail term={t`Name`} value={user.name} />
          <Detail term={t`Email`} value={user.email} />
          <Detail term={t`Phone`} value={user.phone} />
        </dl>
      </section>

      <EditAccountModal open={editing} onClose={() => setEditing(false)} user={user} />
    </>
  );
}
