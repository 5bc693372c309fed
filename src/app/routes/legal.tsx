import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { isLegalPage, pageOfPath } from '../../i18n/locales';
import { LegalPageOf } from '../../pages/LegalPage';

/**
 * Terms, privacy and imprint share this route module: the path says which one it is. Kept as it is
 * while a navigation starts (see `Root` in root.tsx).
 */
export default function LegalRoute() {
  const page = pageOfPath(useLocation().pathname);
  if (!page || !isLegalPage(page)) throw new Error('The legal route matched a path that is no legal page.');
  return useMemo(() => <LegalPageOf page={page} />, [page]);
}
