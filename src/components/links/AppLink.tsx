import { forwardRef, type ReactNode } from 'react';
import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
import { defaultLinkUnderline } from '../../theme/linkUnderline';
import { linkTarget } from './linkTarget';
import { NewTabNote } from './NewTabNote';
import { SiteLink } from './SiteLink';

/** When a link's underline can show (MUI's choices; one list, for the prop and its control). */
export const linkUnderlines = ['always', 'hover', 'none'] as const satisfies readonly NonNullable<
  MuiLinkProps['underline']
>[];

// `children` is declared here, not inherited from MUI: a prop declared in both places is read by
// docgen as MUI's, and MUI's props stay out of the props table. `component` is left out: the href
// decides what renders (a router link or an anchor), and a caller's would override it.
export type AppLinkProps = Omit<MuiLinkProps, 'href' | 'underline' | 'children' | 'component'> & {
  /**
   * Where the link goes. A site path (`/terms`, `/#contact`) navigates inside the app; `https://…`
   * opens in a new tab; `mailto:` and `tel:` hand over to the visitor's mail or phone app.
   */
  href: string;
  /** Force a new tab; external http(s) links open in one by default. */
  external?: boolean;
  /** The link text: say where it goes ("Terms of use"), never "click here". */
  children: ReactNode;
  /** When the underline shows. Links in running text keep it (`always`). */
  underline?: (typeof linkUnderlines)[number];
};

/**
 * The one text link of the product, for links inside running text, lists and footers. It decides
 * from `href` how to behave: internal paths become client-side navigations, external links open in
 * a new tab safely (`noopener noreferrer`), `mailto:` and `tel:` stay plain anchors. For a call to
 * action that should look like a button, use ButtonLink, which follows the same rules.
 */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink(
  { href, external = false, underline = defaultLinkUnderline, children, ...props },
  ref,
) {
  const target = linkTarget(href, external);
  if (target.kind === 'internal') {
    return (
      <MuiLink ref={ref} component={SiteLink} to={href} underline={underline} {...props}>
        {children}
      </MuiLink>
    );
  }
  return (
    <MuiLink ref={ref} href={href} {...target.anchorProps} underline={underline} {...props}>
      {children}
      {target.kind === 'external' && <NewTabNote />}
    </MuiLink>
  );
});
