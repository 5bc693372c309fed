import { useEffect } from 'react';

/**
 * Keeps the document title and description in step with client-side navigation (the
 * prerendered head already has them for the first page).
 */
export function RouteMeta({
  title,
  description,
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
}) {
  useEffect(() => {
    if (title === undefined || description === undefined) return;
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
  return null;
}
