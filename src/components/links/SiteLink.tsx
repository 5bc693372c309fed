import { forwardRef, useContext, type AnchorHTMLAttributes } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { PagePrefetch } from './pagePrefetch';

interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A site path, with or without a section (`/terms`, `/#contact`). */
  to: string;
}

/**
 * A link to a page of this site. To another page it navigates inside the app (React Router); to a
 * section of the page it is on, it stays a plain anchor, which the browser follows at once and
 * whether or not the app is running (smooth scroll and the header's offset are CSS), and which the
 * router then reads like a step back or forward. The other page's code is fetched as soon as the
 * visitor points at the link, focuses it or touches it (PagePrefetch).
 */
export const SiteLink = forwardRef<HTMLAnchorElement, SiteLinkProps>(function SiteLink(
  { to, ...props },
  ref,
) {
  const { pathname } = useLocation();
  const prefetch = useContext(PagePrefetch);
  const target = new URL(to, 'https://site.invalid');
  if (target.hash && target.pathname === pathname) return <a ref={ref} href={to} {...props} />;
  return <RouterLink ref={ref} to={to} prefetch={prefetch} {...props} />;
});
