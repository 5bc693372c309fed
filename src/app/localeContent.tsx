import { use, type ReactNode } from 'react';
import type { Locale } from '../i18n/locales';
import { pageContent } from '../i18n/siteContents';
import { SiteContentProvider } from '../i18n/SiteContentProvider';

/**
 * The copy of `locale` for everything inside. English, the default, is there at once; another
 * language's copy comes with its own chunk. No Suspense boundary of its own, so that every
 * language hydrates alike: on a page prerendered in another language, React keeps the prerendered
 * page while its copy loads, then hydrates (and keeps it as it is if the copy cannot come). The
 * app loads every language's copy before it lets the router take links (PrefetchPages), so the
 * language switch draws the other page at once.
 */
export function LocaleContent({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <SiteContentProvider locale={locale} content={use(pageContent(locale))}>
      {children}
    </SiteContentProvider>
  );
}
