import { setupI18n, type I18n, type MessageDescriptor, type Messages } from '@lingui/core';
import { localeOfPath, type Locale } from './locales';
import type { Section } from './sections';

type Catalogue = () => Promise<{ messages: Messages }>;

/** Each language's compiled catalogue of the shop's frame, a chunk of its own. */
const frames: Record<Locale, Catalogue> = {
  en: () => import('../locales/en.po'),
  hi: () => import('../locales/hi.po'),
};

/** Each section's catalogue in each language (`src/locales/checkout.hi.po`), a chunk each. */
const sectionCatalogues = import.meta.glob<{ messages: Messages }>('../locales/*.*.po');
const sectionCatalogue = (section: Section, locale: Locale): Catalogue => {
  const load = sectionCatalogues[`../locales/${section}.${locale}.po`];
  if (!load) throw new Error(`No catalogue of ${section} in ${locale}`);
  return load;
};

const ready = new Map<string, I18n>();
const loading = new Map<string, Promise<I18n>>();

/** Made once per key, then kept: a render reads an instance no other language ever changes. */
function once(key: string, make: () => Promise<I18n>): Promise<I18n> {
  let pending = loading.get(key);
  if (!pending) {
    pending = make().then((i18n) => {
      ready.set(key, i18n);
      return i18n;
    });
    loading.set(key, pending);
  }
  return pending;
}

/**
 * The Lingui instance of a language, with the words of the shop's frame, once its catalogue has
 * loaded. A page picks the instance of its path's language.
 */
export function loadI18n(locale: Locale): Promise<I18n> {
  return once(locale, async () => {
    const { messages } = await frames[locale]();
    return setupI18n({ locale, messages: { [locale]: messages } });
  });
}

/** The instance for a section's pages: the frame's words and the section's. */
export function loadSectionI18n(locale: Locale, section: Section): Promise<I18n> {
  return once(`${locale}:${section}`, async () => {
    const [frame, { messages }] = await Promise.all([
      loadI18n(locale),
      sectionCatalogue(section, locale)(),
    ]);
    return setupI18n({ locale, messages: { [locale]: { ...frame.messages, ...messages } } });
  });
}

/** The language's instance (or the section's) if its catalogues have loaded already. */
export const loadedI18n = (locale: Locale, section?: Section): I18n | undefined =>
  ready.get(section ? `${locale}:${section}` : locale);

/**
 * A message in the language of the page being shown, for code outside React (the API module's
 * fallback texts, form rules, the payment's notices); components use Lingui's `t`. It is looked
 * up in every catalogue of that language loaded so far. At build time, and before any
 * catalogue has loaded, a message reads as its English.
 */
export function translate(message: MessageDescriptor): string {
  const page = typeof window === 'undefined' ? 'en' : localeOfPath(window.location.pathname);
  const loaded = [...ready.values()];
  const i18n =
    loaded.find((each) => each.locale === page && message.id in each.messages) ??
    ready.get(page) ??
    ready.get('en');
  return i18n ? i18n._(message) : (message.message ?? message.id);
}
