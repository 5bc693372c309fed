import { content as defaultContent } from '../content';
import { composeContent } from '../content/compose';
import type { ContentStrings } from '../content/schema';
import type { SiteContent } from '../content/types';
import { languages } from '../content/languages';
import { defaultLocale, type Locale } from './locales';

/** A promise with its outcome written on it once settled, where React's `use` reads it at once. */
type ReadablePromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

const loaded = new Map<Locale, ReadablePromise<SiteContent>>([
  [
    defaultLocale,
    Object.assign(Promise.resolve(defaultContent), { status: 'fulfilled' as const, value: defaultContent }),
  ],
]);

/**
 * A language's copy, loaded once. The default language's is part of the app's main code (it is
 * every component's default); the others are chunks of their own (the language table's `words`),
 * so a page starts with only the language it shows (the app fetches the others once it has
 * settled, for the language switch: PrefetchPages). Once a copy has come, `use` reads it without
 * suspending: a page switching to that language draws at once. A copy that failed to come is
 * asked for again next time.
 */
export function siteContent(locale: Locale): Promise<SiteContent> {
  let copy = loaded.get(locale);
  if (!copy) {
    const loading: ReadablePromise<SiteContent> = languages[locale]
      .words()
      .then(({ words }) => composeContent(locale, words as ContentStrings));
    loading.then(
      (value) => Object.assign(loading, { status: 'fulfilled', value }),
      () => loaded.delete(locale),
    );
    copy = loading;
    loaded.set(locale, copy);
  }
  return copy;
}
