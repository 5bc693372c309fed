import { useEffect } from 'react';
import type { PageMeta } from '../../content/types';
import { documentTitle } from './documentTitle';

/**
 * Keeps the document title and description in step with client-side navigation (the
 * prerendered head already has them for the first page).
 */
export function RouteMeta({ meta }: { meta?: PageMeta }) {
  useEffect(() => {
    if (!meta) return;
    document.title = documentTitle(meta);
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
  }, [meta]);
  return null;
}
