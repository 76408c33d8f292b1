import type { I18n } from '@lingui/core';
import { LinguiContext, useLingui, type I18nContext } from '@lingui/react';
import { startTransition, use, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useMatches, type UIMatch } from 'react-router-dom';
import { loadedI18n, loadI18n, loadSectionI18n } from './catalogs';
import { localeOfHtml, localeOfPath, type Locale } from './locales';
import type { Section } from './sections';

/**
 * Lingui's context for `i18n`, from the first render it is given. (Lingui's own I18nProvider
 * keeps the instance it mounted with until an effect sees a change of locale: a page of another
 * section would render once with the words of the page before.) The instances are never changed
 * once made (src/i18n/catalogs.ts), so nothing needs to listen for changes.
 */
function ProvideI18n({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const context = useMemo<I18nContext>(() => ({ i18n, _: i18n._.bind(i18n) }), [i18n]);
  return <LinguiContext.Provider value={context}>{children}</LinguiContext.Provider>;
}

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
  return <ProvideI18n i18n={i18n}>{children}</ProvideI18n>;
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
  return <ProvideI18n i18n={i18n}>{children}</ProvideI18n>;
}

/** The section the page being shown names in its route module's `handle` (`messagesOf`). */
export function usePageSection(): Section | undefined {
  const matches = useMatches() as UIMatch<unknown, { messages?: Section } | undefined>[];
  return matches.findLast((match) => match.handle?.messages)?.handle?.messages;
}
