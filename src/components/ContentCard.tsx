import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import type { Accent } from '../theme/accents';

interface ContentCardProps {
  /** A coloured rule along the top edge, to tell cards of different kinds apart. */
  accent?: Accent;
  /** The card's content, usually a CardContent with an IconBadge, a heading and text. */
  children: ReactNode;
}

/**
 * The card every section uses for one item of a set (a role, a talk topic, a venture): an <article> (each card stands on its own, with its own heading),
 * full height in its grid cell, with a calm hover that only changes the border.
 */
export function ContentCard({ accent, children }: ContentCardProps) {
  return (
    <Card
      component="article"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        '&:hover': { borderColor: 'primary.main' },
        // Long words (German compounds, URLs) wrap instead of spilling out of a narrow card.
        overflowWrap: 'anywhere',
        hyphens: 'auto',
        ...(accent && { borderTop: 4, borderTopColor: `${accent}.main` }),
      }}
    >
      {children}
    </Card>
  );
}
