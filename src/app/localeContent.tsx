import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { content as englishContent } from '../content';
import { defaultLocale, locales, type Locale } from '../i18n/locales';
import { loadSiteContent } from '../i18n/siteContents';
import { SiteContentProvider } from '../i18n/SiteContentProvider';

interface Children {
  children: ReactNode;
}

/**
 * Each other language's copy arrives with its own chunk, as a provider component loaded like a
 * page: the prerenderer loads it first, and in the browser the prerendered page stays on screen
 * while it loads, then hydrates in that language.
 */
const lazyProviders = Object.fromEntries(
  locales
    .filter((locale) => locale !== defaultLocale)
    .map((locale) => [
      locale,
      lazy(() =>
        loadSiteContent[locale]().then((content) => ({
          default: function LocaleProvider({ children }: Children) {
            return (
              <SiteContentProvider locale={locale} content={content}>
                {children}
              </SiteContentProvider>
            );
          },
        })),
      ),
    ]),
) as Partial<Record<Locale, ComponentType<Children>>>;

/** The copy of `locale` for everything inside. English, the default, is there at once. */
export function LocaleContent({ locale, children }: Children & { locale: Locale }) {
  const Provider = lazyProviders[locale];
  if (!Provider) {
    return (
      <SiteContentProvider locale={defaultLocale} content={englishContent}>
        {children}
      </SiteContentProvider>
    );
  }
  return (
    <Suspense fallback={null}>
      <Provider>{children}</Provider>
    </Suspense>
  );
}
