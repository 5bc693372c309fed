import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { documentTitle, findRouteHandle } from '../../app/routeMeta';

/** Keeps the document title and description in step with client-side navigation. */
export function RouteMeta() {
  const matches = useMatches();
  const meta = findRouteHandle(matches.map((match) => match.handle))?.meta;
  useEffect(() => {
    if (!meta) return;
    document.title = documentTitle(meta);
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
  }, [meta]);
  return null;
}
