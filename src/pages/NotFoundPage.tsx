import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { localeRoot } from '../i18n/locales';
import { useLocale, useSiteContent } from '../i18n/SiteContentProvider';
import { ButtonLink } from '../components/links/ButtonLink';
import { StatusScreen } from './StatusScreen';

/** Any unknown path. The path is logged so that broken inbound links show up in the console. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const { notFound } = useSiteContent();
  const locale = useLocale();
  useEffect(() => {
    console.error(`404 Not Found: no page at "${pathname}"`);
  }, [pathname]);
  return (
    <StatusScreen
      code={notFound.code}
      title={notFound.title}
      text={notFound.text}
      actions={
        <ButtonLink href={localeRoot(locale)} variant="contained" size="large">
          {notFound.homeLabel}
        </ButtonLink>
      }
    />
  );
}
