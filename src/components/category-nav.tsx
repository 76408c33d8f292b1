import { NavLink } from '@/i18n/navigation';
import { paths } from '@/config/paths';
import './category-nav.css';

const CATEGORIES = [
  { label: 'Medicine By Name', to: paths.shop.href() },
  { label: 'Medicine By Disease', to: paths.medicineByDisease.href() },
];

/**
 * The spec's categories tabs. Each opens its own page, so they are links in a navigation
 * landmark (the page shown is marked aria-current), not ARIA tabs, which switch panels in place.
 */
export function CategoryNav() {
  return (
    <nav aria-label="Browse medicines" className="category-nav">
      <ul className="tabs">
        {CATEGORIES.map((category) => (
          <li key={category.to}>
            <NavLink to={category.to} end className="tabs__tab">
              {category.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
