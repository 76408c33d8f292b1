import { I18nProvider, useLingui } from '@lingui/react';
import { startTransition, use, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useMatches, type UIMatch } from 'react-router-dom';
import { loadedI18n, loadI18n, loadSectionI18n } from './catalogs';
import { localeOfHtml, localeOfPath, type Locale } from './locales';
import type { Section } from './sections';

/**
 * The language of the page's path, for everything below. A navigation to the other language
 * waits (as React Router's transition) while that language's catalogue loads.
 *
 * A page the build did not prerender in its language (a Hindi product added since) is answered
 * with the shared English fallback: it hydrates in the language its HTML is written in, then
 * turns to its path's.
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const pathLocale = localeOfPath(useLocation().pathname);
  const [hydratingIn, setHydratingIn] = useState(() => {
    const html = localeOfHtml();
    return html && html !== pathLocale ? html : null;
  });
  useEffect(() => {
    if (hydratingIn) startTransition(() => setHydratingIn(null));
  }, [hydratingIn]);
  const locale = hydratingIn ?? pathLocale;
  const i18n = loadedI18n(locale) ?? use(loadI18n(locale));
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** The language of the page being shown. */
export function useLocale(): Locale {
  return useLingui().i18n.locale as Locale;
}

/**
 * The words of a section (src/i18n/sections.ts) for everything below, besides the frame's. While
 * its catalogue loads, the nearest Suspense boundary waits: a prerendered page keeps its HTML
 * until then, and a navigation keeps the page it leaves.
 */
export function SectionMessages({ section, children }: { section?: Section; children: ReactNode }) {
  const locale = useLocale();
  if (!section) return children;
  const i18n = loadedI18n(locale, section) ?? use(loadSectionI18n(locale, section));
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** The section the page being shown names in its route module's `handle` (`messagesOf`). */
export function usePageSection(): Section | undefined {
  const matches = useMatches() as UIMatch<unknown, { messages?: Section } | undefined>[];
  return matches.findLast((match) => match.handle?.messages)?.handle?.messages;
}
