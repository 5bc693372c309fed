import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SectionIntro } from '../../content/types';
import { Column, Columns } from '../Columns';

interface SectionHeaderProps {
  /** Id of the heading (the section is labelled by it). */
  id: string;
  /** The eyebrow (a small label above), the heading and an optional intro paragraph. */
  intro: SectionIntro;
  /**
   * Something set beside the heading on wide screens, e.g. a headline number.
   * @default none
   */
  aside?: ReactNode;
}

/**
 * Eyebrow, heading and intro: how every home-page section introduces itself. The heading is the
 * section's h2 and its accessible name; keep the eyebrow to a word or two and the intro to a
 * sentence or two.
 */
export function SectionHeader({ id, intro, aside }: SectionHeaderProps) {
  return (
    <Columns spacing={{ xs: 3, md: 6 }} sx={{ alignItems: 'flex-end', mb: { xs: 5, md: 8 } }}>
      <Column span={{ xs: 12, md: aside ? 8 : 9 }}>
        <Stack spacing={2}>
          <Typography variant="overline" color="secondary" component="p">
            {intro.eyebrow}
          </Typography>
          <Typography id={id} variant="h2">
            {intro.heading}
          </Typography>
          {intro.intro && (
            <Typography variant="subtitle1" color="text.secondary" sx={{ maxWidth: '62ch' }}>
              {intro.intro}
            </Typography>
          )}
        </Stack>
      </Column>
      {aside && <Column span={{ xs: 12, md: 4 }}>{aside}</Column>}
    </Columns>
  );
}
