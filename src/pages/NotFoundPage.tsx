import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { content } from '../content';
import { ButtonLink } from '../components/links/ButtonLink';
import { StatusScreen } from './StatusScreen';

/** Any unknown path. The path is logged so that broken inbound links show up in the console. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const { notFound } = content;
  useEffect(() => {
    console.error(`404 Not Found: no page at "${pathname}"`);
  }, [pathname]);
  return (
    <StatusScreen
      code={notFound.code}
      title={notFound.title}
      text={notFound.text}
      actions={
        <ButtonLink href="/" variant="contained" size="large">
          {notFound.homeLabel}
        </ButtonLink>
      }
    />
  );
}
