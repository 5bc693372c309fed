import type { ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import type { Accent } from '../../theme/accents';
import { linkTarget } from './linkTarget';
import { NewTabNote } from './NewTabNote';
import { SiteLink } from './SiteLink';

/**
 * The looks and sizes a ButtonLink comes in (MUI's own; one list each, for props and controls).
 * There is no small size: every button is at least 44 px high, the size of a fingertip, so MUI's
 * small would look the same as medium.
 */
export const buttonLinkVariants = ['contained', 'outlined', 'text'] as const satisfies readonly NonNullable<
  ButtonProps['variant']
>[];

export const buttonLinkSizes = ['medium', 'large'] as const satisfies readonly NonNullable<
  ButtonProps['size']
>[];

// `children` and `color` are declared here, not inherited from MUI: a prop declared in both places is read by
// docgen as MUI's, and MUI's props stay out of the props table. `component` is left out: the href
// decides what renders (a router link or an anchor), and a caller's would override it.
export type ButtonLinkProps = Omit<
  ButtonProps<'a'>,
  'href' | 'variant' | 'size' | 'children' | 'component' | 'color'
> & {
  /** Where the button goes; the same rules as AppLink (site path, `https://…`, `mailto:`, `tel:`). */
  href: string;
  /** Force a new tab; external http(s) links open in one by default. */
  external?: boolean;
  /**
   * The label: a verb that says what happens ("Book a call").
   * @default none
   */
  children?: ReactNode;
  /** Contained for the main action of a view, outlined beside it, text for a quiet one. */
  variant?: (typeof buttonLinkVariants)[number];
  /** Its height and padding: medium by default, large for the actions a view leads with (the hero's). */
  size?: (typeof buttonLinkSizes)[number];
  /** The accent: primary by default, for work; secondary where the content is art. */
  color?: Accent;
};

/**
 * A link that looks like a button, for a page's calls to action ("Get in touch", "Book a call"):
 * it navigates, it never submits or toggles (use a real button for that). Same routing rules as
 * AppLink. One contained button per view; the others outlined or text.
 */
export function ButtonLink({
  href,
  external = false,
  variant = 'text',
  size = 'medium',
  color = 'primary',
  children,
  ...props
}: ButtonLinkProps) {
  const target = linkTarget(href, external);
  const look = { variant, size, color };
  if (target.kind === 'internal') {
    return (
      <Button component={SiteLink} to={href} {...look} {...props}>
        {children}
      </Button>
    );
  }
  return (
    <Button component="a" href={href} {...target.anchorProps} {...look} {...props}>
      {children}
      {target.kind === 'external' && <NewTabNote />}
    </Button>
  );
}
