import type { Locale } from '../../i18n/locales';

/**
 * Whether the language offer shows, and in which language, is decided by the page's boot code
 * before the first paint (src/app/boot/pageBoot.js): it names the language offered in this
 * attribute on <html>, and the offer's CSS shows it only then, so showing it moves nothing.
 */
export const languageOfferAttribute = 'data-language-offer';

/** Remembered once the visitor closes the offer: it is never offered again in this browser. */
export const languageOfferDismissedKey = 'language-offer-dismissed';

/** Selects the offer of `locale` while the boot code (and no close since) has it shown. */
export const whenOffered = (locale: Locale) => `html[${languageOfferAttribute}="${locale}"] &`;

/** The language the page offers, as the boot code decided it; undefined when none. */
export function offeredLocale(): string | undefined {
  return typeof document === 'undefined'
    ? undefined
    : (document.documentElement.getAttribute(languageOfferAttribute) ?? undefined);
}

/** Hides the offer and remembers it, as the boot code does for a press before the app runs. */
export function dismissLanguageOffer(): void {
  document.documentElement.removeAttribute(languageOfferAttribute);
  try {
    localStorage.setItem(languageOfferDismissedKey, '1');
  } catch {
    // No storage (private mode, blocked): the offer may come back on the next visit.
  }
}
