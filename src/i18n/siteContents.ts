import { content as defaultContent } from '../content';
import { composeContent } from '../content/compose';
import type { ContentStrings } from '../content/schema';
import type { SiteContent } from '../content/types';
import { languages } from '../content/languages';
import { defaultLocale, type Locale } from './locales';

/** A promise with its outcome written on it once settled, where React's `use` reads it at once. */
type ReadablePromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/** `promise`, marked as React marks the promises it has read once it has settled. */
function readable<T>(promise: Promise<T>): ReadablePromise<T> {
  const marked: ReadablePromise<T> = promise;
  marked.then(
    (value) => Object.assign(marked, { status: 'fulfilled', value }),
    () => undefined,
  );
  return marked;
}

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
    copy = readable(
      languages[locale].words().then(({ words }) => composeContent(locale, words as ContentStrings)),
    );
    copy.catch(() => loaded.delete(locale));
    loaded.set(locale, copy);
  }
  return copy;
}

const awaitedByPages = new Map<Locale, Promise<SiteContent>>();

/**
 * A copy the page draws with (its own language's, or the offer's of another): siteContent's,
 * except that a copy that cannot come never settles. React then keeps what the prerenderer drew
 * (readable, its controls answered by the boot script) instead of replacing the page with the
 * error page.
 */
export function pageContent(locale: Locale): Promise<SiteContent> {
  const copy: ReadablePromise<SiteContent> = siteContent(locale);
  if (copy.status === 'fulfilled') return copy;
  let awaited = awaitedByPages.get(locale);
  if (!awaited) {
    awaited = readable(copy.catch(() => new Promise<never>(() => undefined)));
    awaitedByPages.set(locale, awaited);
  }
  return awaited;
}
