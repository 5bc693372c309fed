import { createContext, useContext, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { sectionSpacing } from '../../theme/themePrimitives';

export type SectionTone = 'default' | 'paper';

/** The colour a section of each tone stands on. */
export const sectionBackground = {
  default: 'background.default',
  paper: 'background.paper',
} as const satisfies Record<SectionTone, string>;

const ToneContext = createContext<SectionTone>('default');

/** For a part shown outside its section (a card's own story): the tone it would stand on there. */
export const SectionToneProvider = ToneContext;

/**
 * The tone of the section around: a surface inside it (a card) takes the colour that stands apart
 * from it, raised on a paper section and paper on the page's own colour.
 */
export const useSectionTone = () => useContext(ToneContext);

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
      sx={{
        py: sectionSpacing,
        bgcolor: sectionBackground[tone],
        borderTop: tone === 'paper' ? 1 : 0,
        borderBottom: tone === 'paper' ? 1 : 0,
        borderColor: 'divider',
      }}
    >
      <ToneContext value={tone}>
        <Container maxWidth="lg">{children}</Container>
      </ToneContext>
    </Box>
  );
}
