import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatLongDate, formatNumber } from '@/i18n/format';
import { localeInfo, locales } from '@/i18n/locales';

describe('formatNumber', () => {
  it.each([
    ['en', 5000, '5000'],
    ['en', 15000, '15,000'],
    ['de', 15000, '15.000'],
    ['de', 1234567, '1.234.567'],
    ['en', 0, '0'],
  ] as const)('writes a %s count of %d as %s', (locale, count, written) => {
    expect(formatNumber(count, locale)).toBe(written);
  });

  it('writes every whole number as Intl.NumberFormat does with min2 grouping, in every language', () => {
    for (const locale of locales) {
      const intl = new Intl.NumberFormat(localeInfo[locale].intl, { useGrouping: 'min2' });
      fc.assert(
        fc.property(fc.integer({ min: -1e9, max: 1e9 }), (count) => {
          expect(formatNumber(count, locale)).toBe(intl.format(count).replace('\u2212', '-'));
        }),
      );
    }
  });
});

describe('formatLongDate', () => {
  it('writes every date as Intl.DateTimeFormat does with the long date style, in every language', () => {
    for (const locale of locales) {
      const intl = new Intl.DateTimeFormat(localeInfo[locale].intl, { dateStyle: 'long', timeZone: 'UTC' });
      fc.assert(
        fc.property(
          fc.date({ min: new Date('1970-01-01'), max: new Date('2199-12-31'), noInvalidDate: true }),
          (date) => {
            const isoDate = date.toISOString().slice(0, 10);
            expect(formatLongDate(isoDate, locale)).toBe(intl.format(new Date(isoDate)));
          },
        ),
      );
    }
  });

  it('refuses what is not a date', () => {
    expect(() => formatLongDate('someday', 'en')).toThrow('Not a date');
  });
});
