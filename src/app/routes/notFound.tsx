import { useMemo } from 'react';
import { NotFoundPage } from '../../pages/NotFoundPage';

/** The not-found page, kept as it is while a navigation starts (see `Root` in root.tsx). */
export default function NotFoundRoute() {
  return useMemo(() => <NotFoundPage />, []);
}
