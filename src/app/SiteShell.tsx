import { Fragment, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { SiteFrame } from '../components/layout/SiteFrame';
import { RouteMeta } from '../components/layout/RouteMeta';
import { ScrollOnNavigate } from '../components/layout/ScrollOnNavigate';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { localeOfPath, pageOfPath } from '../i18n/locales';
import { useSiteContent } from '../i18n/SiteContentProvider';
import { ErrorPage } from '../pages/ErrorPage';
import { canonicalUrl } from './documentHead';
import { LocaleContent } from './localeContent';
import { documentTitle, pageMeta } from './routeMeta';

/** The frame every page shares around the page, with the document title kept in step. */
function Frame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const page = pageOfPath(pathname) ?? 'notFound';
  const content = useSiteContent();
  return (
    <SiteFrame>
      {children}
      <RouteMeta
        title={documentTitle(content, page)}
        description={pageMeta(content, page).description}
        canonical={canonicalUrl(localeOfPath(pathname), page)}
      />
      <ScrollOnNavigate />
    </SiteFrame>
  );
}

/**
 * The site around one page, in the language of the path: the built site renders its router's
 * outlet in it (src/app/root.tsx), stories and tests a page of their own.
 */
export function SiteShell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  return (
    <LocaleContent locale={locale}>
      {/* Anything that fails while rendering shows the themed error screen, never a blank page. */}
      <ErrorBoundary fallback={<ErrorPage />} resetKey={pathname}>
        {/* The page in another language is a new page, not the same one with every text changed:
            drawn like any page a link leads to (the home page's first screen first). */}
        <Frame>
          <Fragment key={locale}>{children}</Fragment>
        </Frame>
      </ErrorBoundary>
    </LocaleContent>
  );
}
