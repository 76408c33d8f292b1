import { msg } from '@lingui/core/macro';
import { translate } from '@/i18n/catalogs';
import type { Locale } from '@/i18n/locales';
import { formatDay } from '@/lib/format';

/** The date `days` business days (Monday to Friday) after `from`. */
export function addBusinessDays(from: Date, days: number) {
  const date = new Date(from);
  let left = days;
  while (left > 0) {
    date.setDate(date.getDate() + 1);
    const weekday = date.getDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date;
}

/** 'Arrives Wed, 26 Nov – Fri, 28 Nov' for a window of business days from today. */
export function deliveryWindow(
  minDays: number,
  maxDays: number,
  today = new Date(),
  locale: Locale = 'en',
) {
  const earliest = formatDay(addBusinessDays(today, minDays), locale);
  const latest = formatDay(addBusinessDays(today, maxDays), locale);
  return translate(msg`Arrives ${earliest} – ${latest}`);
}
