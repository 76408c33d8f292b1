import { setupI18n, type I18n, type MessageDescriptor, type Messages } from '@lingui/core';
import { localeOfPath, type Locale } from './locales';

/** Each language's compiled catalogue, a chunk of its own: a page downloads only its own. */
const catalogues: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en.po'),
  hi: () => import('../locales/hi.po'),
};

const ready = new Map<Locale, I18n>();
const loading = new Map<Locale, Promise<I18n>>();

/**
 * One Lingui instance per language, made once its catalogue has loaded. A page picks the
 * instance of its path's language, so changing language never mutates what another render reads.
 */
export function loadI18n(locale: Locale): Promise<I18n> {
  let pending = loading.get(locale);
  if (!pending) {
    pending = catalogues[locale]().then(({ messages }) => {
      const i18n = setupI18n({ locale, messages: { [locale]: messages } });
      ready.set(locale, i18n);
      return i18n;
    });
    loading.set(locale, pending);
  }
  return pending;
}

/** The language's instance if its catalogue has loaded already. */
export const loadedI18n = (locale: Locale): I18n | undefined => ready.get(locale);

/**
 * A message in the language of the page being shown, for code outside React (the API module's
 * fallback texts, the payment's notices); components use Lingui's `t`. At build time, and before
 * any catalogue has loaded, a message reads as its English.
 */
export function translate(message: MessageDescriptor): string {
  const page = typeof window === 'undefined' ? 'en' : localeOfPath(window.location.pathname);
  const i18n = ready.get(page) ?? ready.get('en');
  return i18n ? i18n._(message) : (message.message ?? message.id);
}
