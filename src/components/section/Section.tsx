import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { sectionSpacing } from '../../theme/themePrimitives';

interface SectionProps {
  /** The anchor other links point at (`#id`). */
  id: string;
  /** Id of the heading that names the section for assistive technology. */
  labelledBy: string;
  /** Alternate sections sit on the paper colour, which gives the page its rhythm. */
  tone?: 'default' | 'paper';
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
      sx={{
        py: sectionSpacing,
        bgcolor: tone === 'paper' ? 'background.paper' : 'background.default',
        borderTop: tone === 'paper' ? 1 : 0,
        borderBottom: tone === 'paper' ? 1 : 0,
        borderColor: 'divider',
      }}
    >
      <Container maxWidth="lg">{children}</Container>
    </Box>
  );
}
