/**
 * React Router's links and navigation, kept in the page's language: an absolute path of the
 * shop (`/shop`) leads to its Hindi page (`/hi/shop`) from a Hindi page. The app imports these
 * instead of React Router's own (eslint.config.js says so).
 */
import { useCallback, type ComponentProps } from 'react';
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  useNavigate as useRouterNavigate,
  type NavigateOptions,
  type To,
} from 'react-router-dom';
import { useLocale } from './locale-provider';
import { pathIn, type Locale } from './locales';

function inLocale(to: To, locale: Locale): To {
  if (typeof to === 'string') return to.startsWith('/') ? pathIn(locale, to) : to;
  return to.pathname?.startsWith('/') ? { ...to, pathname: pathIn(locale, to.pathname) } : to;
}

type LinkProps = ComponentProps<typeof RouterLink> & {
  /** The language of the page it leads to: the page's own, unless it is the language switch. */
  locale?: Locale;
};

export function Link({ to, locale, ...props }: LinkProps) {
  const pageLocale = useLocale();
  return <RouterLink to={inLocale(to, locale ?? pageLocale)} {...props} />;
}

export function NavLink({ to, ...props }: ComponentProps<typeof RouterNavLink>) {
  return <RouterNavLink to={inLocale(to, useLocale())} {...props} />;
}

export function useNavigate() {
  const navigate = useRouterNavigate();
  const locale = useLocale();
  return useCallback(
    (to: To | number, options?: NavigateOptions) =>
      typeof to === 'number' ? navigate(to) : navigate(inLocale(to, locale), options),
    [navigate, locale],
  );
}
