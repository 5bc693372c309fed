import { languages } from '../content/languages';
import type { Locale } from './locales';

/**
 * The months' names in the languages written out here, January first. A language missing from
 * these tables is written by `Intl` (correct, only slower the first time; see below).
 */
const monthNames: Partial<Record<Locale, readonly string[]>> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  de: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
};

/** How each language writes a day, its month's name and a year. */
const longDates: Partial<Record<Locale, (day: number, month: string, year: number) => string>> = {
  en: (day, month, year) => `${String(day)} ${month} ${String(year)}`,
  de: (day, month, year) => `${String(day)}. ${month} ${String(year)}`,
};

/**
 * "1 November 2026" / "1. November 2026" from "2026-11-01", the same on the server and in every
 * visitor's time zone, as `Intl.DateTimeFormat` with `dateStyle: 'long'` writes it. Written out
 * rather than asked of `Intl`: creating the first date format loads the browser's locale data, a
 * task longer than the rest of drawing a legal page, which the visitor who opened it waits for.
 */
export function formatLongDate(isoDate: string, locale: Locale): string {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) throw new Error(`Not a date: "${isoDate}".`);
  const month = monthNames[locale]?.[date.getUTCMonth()];
  const written = longDates[locale];
  if (month === undefined || !written) {
    return new Intl.DateTimeFormat(languages[locale].intl, { dateStyle: 'long', timeZone: 'UTC' }).format(
      date,
    );
  }
  return written(date.getUTCDate(), month, date.getUTCFullYear());
}

/**
 * What groups the thousands of a large number in each language ("15,000", "15.000"). Kept here,
 * not in `localeInfo`: that table is part of every page's first load, and only the contact form writes counts.
 */
const groupSeparators: Partial<Record<Locale, string>> = { en: ',', de: '.' };

/**
 * A count (a whole number) as the language writes it. Four-digit numbers stay unseparated in both
 * languages ("5000"), as English and German house styles set them; larger ones are grouped
 * ("15,000", "15.000"), as `Intl.NumberFormat` with `useGrouping: 'min2'` writes them. Written out
 * rather than asked of `Intl`: the form counts on every keystroke, and creating the first number
 * format loads the browser's locale data, a long task on a phone while the page starts.
 */
export function formatNumber(count: number, locale: Locale): string {
  const digits = String(Math.abs(Math.trunc(count)));
  const separator = groupSeparators[locale];
  if (separator === undefined) {
    return new Intl.NumberFormat(languages[locale].intl, { useGrouping: 'min2' }).format(Math.trunc(count));
  }
  const grouped = digits.length < 5 ? digits : digits.replace(/\B(?=(\d{3})+$)/g, separator);
  return count < 0 ? `-${grouped}` : grouped;
}
