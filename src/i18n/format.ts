import { localeInfo, type Locale } from './locales';

/**
 * "1 November 2026" / "1. November 2026" from "2026-11-01", the same on the server and in every
 * visitor's time zone.
 */
export function formatLongDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeInfo[locale].intl, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(isoDate),
  );
}

/**
 * A count as the language writes it. Four-digit numbers stay unseparated in both languages
 * ("5000"), as English and German house styles set them; larger ones are grouped ("15,000",
 * "15.000").
 */
export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(localeInfo[locale].intl, { useGrouping: 'min2' }).format(value);
}
