import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { memo, useCallback, useRef, useState, type Ref } from 'react';
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

/**
 * The header's parts are components of their own, each reading only the state it shows, so a
 * change (the cart's count, the logo's answer, the page taking over its HTML) redraws that part
 * alone and not the navigation, the search or the account menu beside it.
 */
export function SiteHeader() {
  const { t } = useLingui();
  // The page's HTML paints the header before the app has taken it over: until then its buttons
  // are disabled, where a tap would be lost.
  const hydrated = useHydrated();
  const location = useLocation();
  const condensed = useHideOnScroll(location.pathname);
  // The menu is open for the page it was opened on, so any navigation closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.pathname;
  const nav = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpenAt(null), []);
  const isMobile = typeof window !== 'undefined' && window.matchMedia?.(MOBILE_QUERY).matches;

  useAutoClose(menuOpen && Boolean(isMobile), MOBILE_MENU_IDLE_MS, closeMenu, nav, menuButton);

  return (
    <header className={`site-header ${condensed ? 'site-header--condensed' : ''}`}>
      <Offers />
      <div className="site-header__bar container">
        <Logo />
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
        <MainNavigation ref={nav} open={menuOpen} onNavigate={closeMenu} />
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
          <WishlistLink />
          <CartButton />
        </div>
      </div>
    </header>
  );
}

/** The scrolling offers, which keyboard and touch users can pause. */
const Offers = memo(function Offers() {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const [paused, setPaused] = useState(false);
  return (
    <section className="marquee" aria-label={t`Offers`}>
      <button
        type="button"
        className="marquee__toggle"
        disabled={!hydrated}
        aria-pressed={paused}
        onClick={() => setPaused(!paused)}
      >
        <PlayPauseIcon paused={paused} />
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
  );
});

/** The logo from the site settings; the bundled one stands in until they answer, or if it fails. */
const Logo = memo(function Logo() {
  const { t } = useLingui();
  const settings = useQuery(queries.siteSettings());
  const logo = safeUrl(settings.data?.logo) ?? FALLBACK_LOGO;
  return (
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
  );
});

type MainNavigationProps = {
  ref: Ref<HTMLElement>;
  /** Open as the phone's menu (the desktop shows it always). */
  open: boolean;
  onNavigate: () => void;
};

const MainNavigation = memo(function MainNavigation({
  ref,
  open,
  onNavigate,
}: MainNavigationProps) {
  const { t } = useLingui();
  return (
    <nav
      id="main-navigation"
      ref={ref}
      className={`main-nav ${open ? 'is-open' : ''}`}
      aria-label={t`Main`}
    >
      <ul>
        {navigation.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.to === '/'} onClick={onNavigate}>
              {t(item.label)}
            </NavLink>
          </li>
        ))}
        {/* The header's PDF link has no room on a narrow screen: the menu offers it there. */}
        <li className="main-nav__pdf">
          <a href="/visual-aid.pdf" download onClick={onNavigate}>
            <Trans>Visual aid (PDF)</Trans>
          </a>
        </li>
        <li className="main-nav__language">
          <LanguageSwitch />
        </li>
      </ul>
    </nav>
  );
});

function WishlistLink() {
  const { t } = useLingui();
  const { count: wishlistCount } = useWishlist();
  return (
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
  );
}

function CartButton() {
  const { t } = useLingui();
  const { count: cartCount, open } = useCart();
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      className="header-action"
      disabled={!hydrated}
      onClick={open}
      aria-label={t`Cart, ${cartCount} items`}
    >
      <Icon name="cart" />
      <span className="badge" aria-hidden="true" data-testid="cart-count">
        {cartCount}
      </span>
    </button>
  );
}
