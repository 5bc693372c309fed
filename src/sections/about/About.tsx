import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { anchors } from '../../content/anchors';
import type { AboutContent } from '../../content/types';
import { IconBadge } from '../../components/IconBadge';
import { Section } from '../../components/section/Section';
import { SectionHeader } from '../../components/section/SectionHeader';
import { Column, Columns } from '../../components/Columns';
import { raisedPanelSx } from '../../theme/themePrimitives';

/**
 * Who she is: a short biography in her own voice beside the facts a visitor looks for first
 * (where she is based, the languages she works in, her focus). The section to read before
 * getting in touch.
 */
export function About({
  about,
}: {
  /** The section's copy: eyebrow, heading, the biography's paragraphs and the key facts. */
  about: AboutContent;
}) {
  return (
    <Section id={anchors.about} labelledBy="about-title" tone="paper">
      <SectionHeader id="about-title" intro={about} />
      <Columns spacing={{ xs: 5, md: 8 }}>
        <Column span={{ xs: 12, md: 7 }}>
          {/* A readable measure where the column is the page's width (a tablet). */}
          <Stack spacing={2.5} sx={{ maxWidth: '68ch' }}>
            {about.paragraphs.map((paragraph) => (
              <Typography key={paragraph} sx={{ fontSize: { md: '1.0625rem' } }}>
                {paragraph}
              </Typography>
            ))}
          </Stack>
        </Column>
        <Column span={{ xs: 12, md: 5 }}>
          <Box
            component="dl"
            sx={{
              m: 0,
              p: { xs: 3, md: 4 },
              display: 'grid',
              gap: 3,
              ...raisedPanelSx,
            }}
          >
            {about.facts.map((fact) => (
              // A <dl> may only hold <dt>/<dd> pairs (grouped in a <div>): the icon lives in the <dt>.
              <Box key={fact.label} sx={{ position: 'relative', pl: 8, minHeight: 48 }}>
                <Typography component="dt" variant="subtitle2" color="text.secondary">
                  <Box sx={{ position: 'absolute', left: 0, top: 0 }}>
                    <IconBadge name={fact.icon} />
                  </Box>
                  {fact.label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
                  {fact.value}
                </Typography>
              </Box>
            ))}
          </Box>
        </Column>
      </Columns>
    </Section>
  );
}
