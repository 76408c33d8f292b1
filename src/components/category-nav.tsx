import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { NavLink } from '@/i18n/navigation';
import { paths } from '@/config/paths';
import './category-nav.css';

const CATEGORIES = [
  { label: msg`Medicine By Name`, to: paths.shop.href() },
  { label: msg`Medicine By Disease`, to: paths.medicineByDisease.href() },
];

/**
 * The spec's categories tabs. Each opens its own page, so they are links in a navigation
 * landmark (the page shown is marked aria-current), not ARIA tabs, which switch panels in place.
 */
export function CategoryNav() {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Browse medicines`} className="category-nav">
      <ul className="tabs">
        {CATEGORIES.map((category) => (
          <li key={category.to}>
            <NavLink to={category.to} end className="tabs__tab">
              {t(category.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
