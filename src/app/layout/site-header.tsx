import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { queries } from '@/api/queries';
import { paths } from '@/config/paths';
import { PlayPauseIcon } from '@/components/play-pause-icon';
import { HeaderSearch } from '@/features/search/header-search';
import { safeUrl } from '@/lib/safe-url';
import { useCart } from '@/stores/cart-provider';
import { useWishlist } from '@/stores/wishlist-provider';
import { AccountMenu } from './account-menu';
import { useAutoClose } from './use-auto-close';
import { useHideOnScroll } from './use-hide-on-scroll';
import './site-header.css';

const promotions = [
  'Free shipping and easy returns on every order',
  'Free delivery on orders over ₹999',
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
          </ul>
        </nav>
        <HeaderSearch />
        <div className="site-header__actions">
          <a className="header-action header-action--pdf" href="/visual-aid.pdf" download>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
              <path
                fill="currentColor"
                d="M6 2h9l5 5v15H6V2Zm8 1.5V8h4.5L14 3.5ZM8 13h8v1.5H8V13Zm0 3h8v1.5H8V16Z"
              />
            </svg>
            <span className="header-action__label">Visual aid (PDF)</span>
          </a>
          <AccountMenu />
          <Link
            to={paths.wishlist.href()}
            className="header-action"
            aria-label={`Wishlist, ${wishlistCount} items`}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
              <path
                fill="currentColor"
                d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.5 1.1 4.3 2.4.8-1.3 2.2-2.4 4.3-2.4 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21Z"
              />
            </svg>
            <span className="badge" aria-hidden="true" data-testid="wishlist-count">
              {wishlistCount}
            </span>
          </Link>
          <button
            type="button"
            className="header-action"
            onClick={openCart}
            aria-label={`Cart, ${cartCount} items`}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
              <path
                fill="currentColor"
                d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM1 2h3.3l.9 2H21l-3.6 8.1c-.3.6-1 1-1.7 1H8.1l-1 1.9H19v2H4l2.4-4.4L3 4H1V2Z"
              />
            </svg>
            <span className="badge" aria-hidden="true" data-testid="cart-count">
              {cartCount}
            </span>
          </button>
        </div>
      </div>
    </header>
  );
}
