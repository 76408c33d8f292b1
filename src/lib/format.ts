import type { Locale } from '@/i18n/locales';

/*
 * Rupees and dates are formatted by hand, not with Intl: building the first en-IN format loads
 * the locale's data on the main thread, a cost out of proportion to rules this short. The tests
 * hold both to Intl's output, in both languages (prices keep Latin digits in Hindi too).
 */

/** 1234567 → "12,34,567": the last three digits, then groups of two (lakh, crore). */
function groupIndian(digits: string) {
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3);
  return rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${lastThree}` : lastThree;
}

/**
 * The amount in paise (or rupees), rounded half away from zero on its shortest decimal form, as
 * Intl rounds: 1000.005 is 1000.01 although its binary value lies just below.
 */
function roundedUnits(amount: number, fractionDigits: number) {
  const shifted = Number(`${Math.abs(amount)}e${fractionDigits}`);
  return Math.round(Number.isNaN(shifted) ? Math.abs(amount) * 10 ** fractionDigits : shifted);
}

function rupees(amount: number, fractionDigits: 0 | 2) {
  if (!Number.isFinite(amount)) return `₹${amount}`;
  const units = String(roundedUnits(amount, fractionDigits));
  const whole = fractionDigits ? units.slice(0, -fractionDigits) || '0' : units;
  const fraction = fractionDigits
    ? `.${units.slice(-fractionDigits).padStart(fractionDigits, '0')}`
    : '';
  return `${amount < 0 ? '-' : ''}₹${groupIndian(whole)}${fraction}`;
}

/** Product prices: whole rupees with lakh grouping (₹1,24,999). */
export function formatPrice(amount: number) {
  return rupees(amount, 0);
}

/** Cart, checkout and order amounts: two decimals (₹1,249.50). */
export function formatAmount(amount: number) {
  return rupees(amount, 2);
}

// As en-IN and hi-IN abbreviate them (September is "Sept", नवंबर is "नव॰").
const MONTHS: Record<Locale, string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  hi: ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'],
};
const WEEKDAYS: Record<Locale, string[]> = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  hi: ['रवि', 'सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि'],
};

/** 25 Nov 2026 (25 नव॰ 2026), in the shopper's time zone. */
export function formatDate(iso: string, locale: Locale = 'en') {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getDate()} ${MONTHS[locale][date.getMonth()]} ${date.getFullYear()}`;
}

/** Wed, 26 Nov (बुध, 26 नव॰). */
export function formatDay(date: Date, locale: Locale = 'en') {
  return `${WEEKDAYS[locale][date.getDay()]}, ${date.getDate()} ${MONTHS[locale][date.getMonth()]}`;
}

/** 'shipped' → 'Shipped'. */
export function capitalise(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The order label: the shop's number, else ORD + the id padded to 5 digits. */
export function orderLabel(order: { id: number; order_id: string | null }) {
  return order.order_id || `ORD${String(order.id).padStart(5, '0')}`;
}
