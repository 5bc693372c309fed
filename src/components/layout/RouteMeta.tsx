import { useEffect } from 'react';

/**
 * Keeps the document title, description and canonical address in step with client-side
 * navigation (the prerendered head already has them for the first page). Share sheets (Chrome's
 * on Android) share the canonical address, not the one in the address bar.
 */
export function RouteMeta({
  title,
  description,
  canonical,
}: {
  /**
   * The page's document title, the site's name included.
   * @default none
   */
  title?: string;
  /**
   * The page's meta description, as search results show it.
   * @default none
   */
  description?: string;
  /**
   * The page's address for search engines and share sheets; none for a page kept out of search.
   * @default none
   */
  canonical?: string;
}) {
  useEffect(() => {
    if (title === undefined || description === undefined) return;
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
  useEffect(() => {
    const link = document.querySelector('link[rel="canonical"]');
    if (!canonical) link?.remove();
    else if (link) link.setAttribute('href', canonical);
    else
      document.head.append(
        Object.assign(document.createElement('link'), { rel: 'canonical', href: canonical }),
      );
  }, [canonical]);
  return null;
}
