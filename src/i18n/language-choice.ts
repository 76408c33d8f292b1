import { readStored, writeStored } from '@/lib/storage';
import { z } from '@/lib/zod';
import { locales, type Locale } from './locales';

const CHOICE_KEY = 'language';
const OFFER_SEEN_KEY = 'language-offer-seen';

/** The language the shopper last chose on this device with the switch, if ever. */
export const chosenLanguage = (): Locale | null =>
  readStored(CHOICE_KEY, z.nullable(z.enum(locales)), null);

export const chooseLanguage = (locale: Locale) => writeStored(CHOICE_KEY, locale);

/**
 * Whether an English page offers its Hindi version, until the shopper closes the offer: to one
 * who chose Hindi before, or whose browser names Hindi among its languages and who has not chosen.
 */
export function offersHindi(browserLanguages: readonly string[]): boolean {
  if (readStored(OFFER_SEEN_KEY, z.boolean(), false)) return false;
  const choice = chosenLanguage();
  if (choice) return choice === 'hi';
  return browserLanguages.some((language) => language.toLowerCase().split('-')[0] === 'hi');
}

/** Closing the offer (or following it) is the shopper's answer: it is not made again. */
export const closeHindiOffer = () => writeStored(OFFER_SEEN_KEY, true);
