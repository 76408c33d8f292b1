import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useHydrated } from '@/lib/hydration';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { queries } from '@/api/queries';
import { paths } from '@/config/paths';
import { Icon } from '@/components/icon';
import { PlayPauseIcon } from '@/components/play-pause-icon';
import { HeaderSearch } from '@/features/search/header-search';
import { safeUrl } from '@/lib/safe-url';
import { useCart } from '@/stores/cart-provider';
import { useWishlist } from '@/stores/wishlist-provider';
import { AccountMenu } from './account-menu';
import { useAutoClose } from './use-auto-close';
import { useHideOnScroll } from './use-hide-on-scroll';
import './site-header.css';

// The spec's banner claim first. Its free-delivery-over-₹999 claim is the sign-up page's alone.
const promotions = [
  'Free shipping and easy returns',
  'Secure online payments by card, UPI and net banking',
  '100% natural, certified Ayurvedic formulations',
  'Talk to an Ayurvedic expert for free: call us today',
];

const navigation = [
  { label: 'Home', to: paths.home.href() },
  { label: 'Shop', to: paths.shop.href() },
  { label: 'About', to: paths.about.href() },
  { label: 'History of Ayurveda', to: paths.historyAyurveda.href() },
  { label: 'Blogs', to: paths.blogs.href() },
  { label: 'FAQs', to: paths.faq.href() },
  { label: 'Contact', to: paths.contact.href() },
];

const FALLBACK_LOGO = '/images/logo.svg';
const MOBILE_MENU_IDLE_MS = 5000;
const MOBILE_QUERY = '(max-width: 991px)';

export function SiteHeader() {
  const { count: cartCount, open: openCart } = useCart();
  // The page's HTML paints the header before the app has taken it over: until then its buttons
  // are disabled, where a tap would be lost.
  const hydrated = useHydrated();
  const { count: wishlistCount } = useWishlist();
  // Only the logo comes from this call, and the bundled logo stands in meanwhile.
  const settings = useQuery(queries.siteSettings());
  const location = useLocation();
  const condensed = useHideOnScroll(location.pathname);
  // The menu is open for the page it was opened on, so any navigation closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.pathname;
  const nav = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpenAt(null), []);
  const isMobile = typeof window !== 'undefined' && window.matchMedia?.(MOBILE_QUERY).matches;
  const [offersPaused, setOffersPaused] = useState(false);

  useAutoClose(menuOpen && Boolean(isMobile), MOBILE_MENU_IDLE_MS, closeMenu, nav, menuButton);

  const logo = safeUrl(settings.data?.logo) ?? FALLBACK_LOGO;

  return (
    <header className={`site-header ${condensed ? 'site-header--condensed' : ''}`}>
      <section className="marquee" aria-label="Offers">
        <button
          type="button"
          className="marquee__toggle"
          disabled={!hydrated}
          aria-pressed={offersPaused}
          onClick={() => setOffersPaused(!offersPaused)}
        >
          <PlayPauseIcon paused={offersPaused} />
          <span className="visually-hidden">Pause offers</span>
        </button>
        <div className="marquee__track">
          {[...promotions, ...promotions].map((text, index) => (
            <span key={index} className="marquee__item" aria-hidden={index >= promotions.length}>
              {text}
            </span>
          ))}
        </div>
      </section>
      <div className="site-header__bar container">
        <Link to={paths.home.href()} className="site-header__logo">
          <img
            src={logo}
            alt="VedaHerbs home"
            width="150"
            height="44"
            onError={(event) => {
              if (!event.currentTarget.src.endsWith(FALLBACK_LOGO))
                event.currentTarget.src = FALLBACK_LOGO;
            }}
          />
        </Link>
        <button
          ref={menuButton}
          type="button"
          className="site-header__menu-button"
          disabled={!hydrated}
          aria-expanded={menuOpen}
          aria-controls="main-navigation"
          onClick={() => setMenuOpenAt(menuOpen ? null : location.pathname)}
        >
          <span aria-hidden="true" className="hamburger" />
          <span className="visually-hidden">{menuOpen ? 'Close menu' : 'Open menu'}</span>
        </button>
        <nav
          id="main-navigation"
          ref={nav}
          className={`main-nav ${menuOpen ? 'is-open' : ''}`}
          aria-label="Main"
        >
          <ul>
            {navigation.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/'} onClick={closeMenu}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            {/* The header's PDF link has no room on a narrow screen: the menu offers it there. */}
            <li className="main-nav__pdf">
              <a href="/visual-aid.pdf" download onClick={closeMenu}>
                Visual aid (PDF)
              </a>
            </li>
          </ul>
        </nav>
        <HeaderSearch />
        <div className="site-header__actions">
          <a className="header-action header-action--pdf" href="/visual-aid.pdf" download>
            <Icon name="pdf" />
            <span className="header-action__label">Visual aid (PDF)</span>
          </a>
          <AccountMenu />
          <Link
            to={paths.wishlist.href()}
            className="header-action"
            aria-label={`Wishlist, ${wishlistCount} items`}
          >
            <Icon name="wishlist" />
            <span className="badge" aria-hidden="true" data-testid="wishlist-count">
              {wishlistCount}
            </span>
          </Link>
          <button
            type="button"
            className="header-action"
            disabled={!hydrated}
            onClick={openCart}
            aria-label={`Cart, ${cartCount} items`}
          >
            <Icon name="cart" />
            <span className="badge" aria-hidden="true" data-testid="cart-count">
              {cartCount}
            </span>
          </button>
        </div>
      </div>
    </header>
  );
}
