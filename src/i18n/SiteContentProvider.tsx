import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { content as englishContent } from '../content';
import type { SiteContent } from '../content/types';
import { defaultLocale, type Locale } from './locales';

interface LocalizedContent {
  locale: Locale;
  content: SiteContent;
}

// English unless a provider says otherwise, so a component, story or test rendered on its own
// reads the default language without any setup.
const SiteContentContext = createContext<LocalizedContent>({
  locale: defaultLocale,
  content: englishContent,
});

/** Gives everything inside it the copy of one language. */
export function SiteContentProvider({
  locale,
  content,
  children,
}: LocalizedContent & { children: ReactNode }) {
  // The same object while the language stays: a new one would draw every reader of the copy again
  // on each navigation.
  const value = useMemo(() => ({ locale, content }), [locale, content]);
  return <SiteContentContext value={value}>{children}</SiteContentContext>;
}

/** The copy of the page's language. */
export function useSiteContent(): SiteContent {
  return useContext(SiteContentContext).content;
}

/** The page's language. */
export function useLocale(): Locale {
  return useContext(SiteContentContext).locale;
}
