import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { staticPartAttribute } from '../theme/staticPart';

/** A link to another page of the site inside a static part, or nothing. */
function staticPartLinkToAnotherPage(event: MouseEvent): URL | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const link =
    event.target instanceof Element
      ? event.target.closest<HTMLAnchorElement>(`[${staticPartAttribute}] a[href^="/"]`)
      : null;
  if (!link || link.target || link.hasAttribute('download')) return undefined;
  const to = new URL(link.href);
  // A section of this page: the browser scrolls to it, as it does for SiteLink's plain anchors.
  return to.pathname === location.pathname ? undefined : to;
}

/**
 * Links inside static parts navigate inside the app, as SiteLink's do: React never took those parts
 * over on the page it was started on (StaticPart), so their links are plain anchors, and without
 * this "Back to Home" on a legal page the visitor opened first would load the home page afresh.
 * Until the app has settled the boot script keeps every press from the app (pageBoot.js), and the
 * browser follows the link.
 */
export function StaticPartLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const to = staticPartLinkToAnotherPage(event);
      if (!to) return;
      event.preventDefault();
      void navigate(`${to.pathname}${to.search}${to.hash}`);
    };
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('click', onClick);
    };
  }, [navigate]);
  return null;
}
