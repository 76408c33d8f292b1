/**
 * The shop's two languages and where each lives: English at the paths of the spec (`/shop`),
 * Hindi under `/hi` (`/hi/shop`).
 */
export const locales = ['en', 'hi'] as const;
export type Locale = (typeof locales)[number];

/** The `lang` of a page, and of a link to a page, in each language. */
export const htmlLang: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

/** Each language's name as its readers write it: the switch offers the other one. */
export const languageName: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

const HINDI_PREFIX = '/hi';

/** The language of a page's path. */
export function localeOfPath(pathname: string): Locale {
  return pathname === HINDI_PREFIX || pathname.startsWith(`${HINDI_PREFIX}/`) ? 'hi' : 'en';
}

/** A path (with its query and hash, if any) without the language's prefix: `/hi/shop` → `/shop`. */
export function withoutLocale(path: string): string {
  if (localeOfPath(path.split(/[?#]/, 1)[0]!) === 'en') return path;
  const rest = path.slice(HINDI_PREFIX.length);
  return rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest;
}

/** The same page in `locale`: `pathIn('hi', '/shop?search=tulsi')` → `/hi/shop?search=tulsi`. */
export function pathIn(locale: Locale, path: string): string {
  const english = withoutLocale(path);
  if (locale === 'en') return english;
  return english === '/' || english.startsWith('/?') || english.startsWith('/#')
    ? `${HINDI_PREFIX}${english.slice(1)}`
    : `${HINDI_PREFIX}${english}`;
}

/** The language the page's HTML is written in, before the app has rendered it (none on the server). */
export function localeOfHtml(): Locale | null {
  if (typeof document === 'undefined') return null;
  return locales.find((locale) => htmlLang[locale] === document.documentElement.lang) ?? null;
}

export const otherLocale = (locale: Locale): Locale => (locale === 'en' ? 'hi' : 'en');
