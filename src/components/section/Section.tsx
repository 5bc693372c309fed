import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { cardSurfaceProperty, sectionSpacing } from '../../theme/themePrimitives';
import { anchorGap } from '../../theme/globalStyles';

export type SectionTone = 'default' | 'paper';

/**
 * What a section of each tone stands on, and the fill it gives the cards in it: paper on the page's
 * own colour (the cards' default), raised on paper.
 */
export const sectionToneSx: Record<SectionTone, (theme: Theme) => SystemStyleObject<Theme>> = {
  default: () => ({ bgcolor: 'background.default' }),
  paper: (theme) => ({
    bgcolor: 'background.paper',
    [cardSurfaceProperty]: theme.vars.palette.background.raised,
  }),
};

interface SectionProps {
  /** The anchor other links point at (`#id`). */
  id: string;
  /** Id of the heading that names the section for assistive technology. */
  labelledBy: string;
  /** Alternate sections sit on the paper colour, which gives the page its rhythm. */
  tone?: SectionTone;
  /** What the section shows: a SectionHeader first, then its content, within the page's width. */
  children: ReactNode;
}

/** One home-page section: landmark, anchor, vertical rhythm and the page's content width. */
export function Section({ id, labelledBy, tone = 'default', children }: SectionProps) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={labelledBy}
      sx={[
        {
          py: sectionSpacing,
          // Lands flush under the sticky header: its padding is the room above its heading, and
          // the section before it does not show as a strip between the two.
          scrollMarginTop: -anchorGap,
          borderTop: tone === 'paper' ? 1 : 0,
          borderBottom: tone === 'paper' ? 1 : 0,
          borderColor: 'divider',
        },
        sectionToneSx[tone],
      ]}
    >
      <Container maxWidth="lg">{children}</Container>
    </Box>
  );
}
