import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type { ResponsiveStyleValue } from '@mui/system';
import type { Accent } from '../theme/accents';

interface ContentCardProps {
  /**
   * A coloured rule along the top edge, to tell cards of different kinds apart.
   * @default none
   */
  accent?: Accent;
  /**
   * How the blocks inside stand: under each other, or side by side (a picture beside the text), per
   * breakpoint.
   * @default 'column'
   */
  direction?: ResponsiveStyleValue<'column' | 'row'>;
  /** The card's content, usually a ContentCardBody with an IconBadge, a heading and text. */
  children: ReactNode;
}

/**
 * The card every section uses for one item of a set (a role, a talk topic, a venture): an `<article>` (each card stands on its own, with its own heading),
 * full height in its grid cell, with the theme's calm hover that only changes the border. On a
 * paper section it is raised (the section sets its fill), so that it never takes the section's colour.
 */
export function ContentCard({ accent, direction = 'column', children }: ContentCardProps) {
  return (
    <Card
      component="article"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: direction,
        // Long words (German compounds, URLs) wrap instead of spilling out of a narrow card.
        overflowWrap: 'anywhere',
        hyphens: 'auto',
        ...(accent && { position: 'relative', borderTopColor: `${accent}.main` }),
      }}
    >
      {/* A band inside the top edge, which the rounded corners cut (a thick top border would taper
          there); an element, not a pseudo-element, so that axe can still decide the contrast. */}
      {accent && (
        <Box
          aria-hidden
          sx={{ position: 'absolute', inset: '0 0 auto', height: 3, bgcolor: `${accent}.main` }}
        />
      )}
      {children}
    </Card>
  );
}

interface ContentCardBodyProps {
  /** The space on every side, in spacing units (one value, or one per breakpoint). */
  padding: ResponsiveStyleValue<number>;
  /** The space between the blocks inside, in spacing units. */
  gap: number;
  children: ReactNode;
}

/**
 * The inside of a ContentCard: its blocks in a column, the same space on every side. (MUI's
 * CardContent gives a last child a fixed bottom padding of its own, which would leave the bottom
 * narrower than the top and sides.)
 */
export function ContentCardBody({ padding, gap, children }: ContentCardBodyProps) {
  return (
    <CardContent
      sx={{
        p: padding,
        '&:last-child': { pb: padding },
        display: 'flex',
        flexDirection: 'column',
        gap,
        flex: 1,
      }}
    >
      {children}
    </CardContent>
  );
}
