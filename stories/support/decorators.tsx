import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { Decorator } from '@storybook/react-vite';
import { ContentCard, ContentCardBody } from '@/components/ContentCard';
import { Column, Columns, type Responsive } from '@/components/Columns';
import { raisedPanelSx } from '@/theme/themePrimitives';
import { sectionToneSx, type SectionTone } from '@/components/section/Section';

/**
 * Shows a component on a section's colour with room around it, with that section's card fill (a
 * card is raised on paper). A story fills the viewport; on a docs page it takes only the room it needs.
 */
const onSection =
  (tone: SectionTone): Decorator =>
  (Story, { viewMode }) => (
    <Box sx={[{ p: 3, minHeight: viewMode === 'docs' ? undefined : '100vh' }, sectionToneSx[tone]]}>
      <Story />
    </Box>
  );

/** Shows a component on the page's own colour, as in most sections. */
export const onPage = onSection('default');

/** Shows a component on a paper section (About, Speaking, Ventures). */
export const onPaperSection = onSection('paper');

/** Shows a component inside a card on a paper section, where tags stand on the site. */
export const inACard: Decorator = (Story, context) =>
  onPaperSection(
    () => (
      <ContentCard>
        <ContentCardBody padding={3} gap={2}>
          <Story />
        </ContentCardBody>
      </ContentCard>
    ),
    context,
  );

/** Shows a component in a block raised above a paper section, where the booking button stands. */
export const onRaisedPanel: Decorator = (Story, context) =>
  onPaperSection(
    () => (
      <Box sx={{ ...raisedPanelSx, p: { xs: 3, md: 5 } }}>
        <Story />
      </Box>
    ),
    context,
  );

/**
 * Shows a part (a card, the email note) in its column of its section's grid, on that section's
 * tone, at the site's content width and margins: its text wraps as on the site.
 */
export const inSectionColumn =
  (tone: SectionTone, span: Responsive<number>, spacing: Responsive<number> = 3): Decorator =>
  (Story, { viewMode }) => (
    <Box sx={[{ py: 3, minHeight: viewMode === 'docs' ? undefined : '100vh' }, sectionToneSx[tone]]}>
      <Container maxWidth="lg">
        <Columns spacing={spacing}>
          <Column span={span}>
            <Story />
          </Column>
        </Columns>
      </Container>
    </Box>
  );

/** The phone viewport, for a story whose state exists only there (the open phone menu). */
export const phone = { viewport: { value: 'phone', isRotated: false } };

/** The tablet viewport, for a layout of its own between a phone's and a laptop's. */
export const tablet = { viewport: { value: 'tablet', isRotated: false } };

/**
 * For a component made for wider screens than the frame it is seen in (the header's row of links
 * on a phone): it scrolls sideways inside the frame instead of spilling past it.
 */
export const scrollsSideways: Decorator = (Story) => (
  <Box sx={{ overflowX: 'auto' }}>
    <Story />
  </Box>
);
