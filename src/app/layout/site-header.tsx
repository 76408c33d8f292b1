import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useHydrated } from '@/lib/hydration';
import { useLocation } from 'react-router-dom';
import { LanguageSwitch } from '@/i18n/language-switch';
import { Link, NavLink } from '@/i18n/navigation';
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
  msg`Free shipping and easy returns`,
  msg`Secure online payments by card, UPI and net banking`,
  msg`100% natural, certified Ayurvedic formulations`,
  msg`Talk to an Ayurvedic expert for free: call us today`,
];

const navigation = [
  { label: msg`Home`, to: paths.home.href() },
  { label: msg`Shop`, to: paths.shop.href() },
  { label: msg`About`, to: paths.about.href() },
  { label: msg`History of Ayurveda`, to: paths.historyAyurveda.href() },
  { label: msg`Blogs`, to: paths.blogs.href() },
  { label: msg`FAQs`, to: paths.faq.href() },
  { label: msg`Contact`, to: paths.contact.href() },
];

const FALLBACK_LOGO = '/images/logo.svg';
const MOBILE_MENU_IDLE_MS = 5000;
const MOBILE_QUERY = '(max-width: 991px)';

export function SiteHeader() {
  const { t } = useLingui();
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
      <section className="marquee" aria-label={t`Offers`}>
        <button
          type="button"
          className="marquee__toggle"
          disabled={!hydrated}
          aria-pressed={offersPaused}
          onClick={() => setOffersPaused(!offersPaused)}
        >
          <PlayPauseIcon paused={offersPaused} />
          <span className="visually-hidden">
            <Trans>Pause offers</Trans>
          </span>
        </button>
        <div className="marquee__track">
          {[...promotions, ...promotions].map((text, index) => (
            <span key={index} className="marquee__item" aria-hidden={index >= promotions.length}>
              {t(text)}
            </span>
          ))}
        </div>
      </section>
      <div className="site-header__bar container">
        <Link to={paths.home.href()} className="site-header__logo">
          <img
            src={logo}
            alt={t`VedaHerbs home`}
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
          <span className="visually-hidden">{menuOpen ? t`Close menu` : t`Open menu`}</span>
        </button>
        <nav
          id="main-navigation"
          ref={nav}
          className={`main-nav ${menuOpen ? 'is-open' : ''}`}
          aria-label={t`Main`}
        >
          <ul>
            {navigation.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/'} onClick={closeMenu}>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
            {/* The header's PDF link has no room on a narrow screen: the menu offers it there. */}
            <li className="main-nav__pdf">
              <a href="/visual-aid.pdf" download onClick={closeMenu}>
                <Trans>Visual aid (PDF)</Trans>
              </a>
            </li>
            <li className="main-nav__language">
              <LanguageSwitch />
            </li>
          </ul>
        </nav>
        <HeaderSearch />
        <div className="site-header__actions">
          <a className="header-action header-action--pdf" href="/visual-aid.pdf" download>
            <Icon name="pdf" />
            <span className="header-action__label">
              <Trans>Visual aid (PDF)</Trans>
            </span>
          </a>
          <LanguageSwitch className="header-action header-action--language" />
          <AccountMenu />
          <Link
            to={paths.wishlist.href()}
            className="header-action"
            aria-label={t`Wishlist, ${wishlistCount} items`}
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
            aria-label={t`Cart, ${cartCount} items`}
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
