import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { matchPath, useLocation } from 'react-router-dom';
import { withoutLocale } from '@/i18n/locales';
import { NavLink, useNavigate } from '@/i18n/navigation';
import { paths } from '@/config/paths';
import { useSession } from '@/stores/session-provider';

const LINKS = [
  { to: paths.account.href(), label: msg`Dashboard`, end: true, alsoFor: null },
  // An order's detail page belongs to Orders.
  { to: paths.orders.href(), label: msg`Orders`, end: false, alsoFor: paths.orderDetail.path },
  { to: paths.accountSettings.href(), label: msg`Account Settings`, end: false, alsoFor: null },
  { to: paths.wishlist.href(), label: msg`Wishlist`, end: false, alsoFor: null },
];

export function AccountSidebar() {
  const { t } = useLingui();
  const { endSession } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  function logout() {
    endSession('logout');
    navigate(paths.home.href());
  }

  return (
    <nav className="account-sidebar" aria-label={t`Account`}>
      <ul className="account-sidebar__list">
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.end}
              className={({ isActive }) =>
                `account-sidebar__link ${isActive || (link.alsoFor && matchPath(link.alsoFor, withoutLocale(pathname))) ? 'active' : ''}`
              }
            >
              {t(link.label)}
            </NavLink>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="account-sidebar__link account-sidebar__logout"
            onClick={logout}
          >
            <Trans>Logout</Trans>
          </button>
        </li>
      </ul>
    </nav>
  );
}
