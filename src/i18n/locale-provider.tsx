import { I18nProvider, useLingui } from '@lingui/react';
import { use, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { loadedI18n, loadI18n } from './catalogs';
import { localeOfPath, type Locale } from './locales';

/**
 * The language of the page's path, for everything below. A navigation to the other language
 * waits (as React Router's transition) while that language's catalogue loads.
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const locale = localeOfPath(useLocation().pathname);
  const i18n = loadedI18n(locale) ?? use(loadI18n(locale));
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** The language of the page being shown. */
export function useLocale(): Locale {
  return useLingui().i18n.locale as Locale;
}
