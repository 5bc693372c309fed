import { forwardRef, type ReactNode } from 'react';
import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { linkTarget } from './linkTarget';

export type AppLinkProps = Omit<MuiLinkProps, 'href'> & {
  href: string;
  /** Force a new tab; external http(s) links open in one by default. */
  external?: boolean;
  children: ReactNode;
};

/**
 * The one link component: internal paths become client-side navigations, external links open in a
 * new tab safely, mailto/tel stay plain anchors.
 */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink(
  { href, external, ...props },
  ref,
) {
  const target = linkTarget(href, external);
  if (target.kind === 'internal') {
    return <MuiLink ref={ref} component={RouterLink} to={href} {...props} />;
  }
  return <MuiLink ref={ref} href={href} {...target.anchorProps} {...props} />;
});
