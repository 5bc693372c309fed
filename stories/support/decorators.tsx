import Box from '@mui/material/Box';
import type { Decorator } from '@storybook/react-vite';
import { SectionToneProvider, sectionBackground, type SectionTone } from '@/components/section/Section';

/**
 * Shows a component on a section's colour with room around it, and tells it that tone (a card is
 * raised on paper). A story fills the viewport; on a docs page it takes only the room it needs.
 */
const onSection =
  (tone: SectionTone): Decorator =>
  (Story, { viewMode }) => (
    <SectionToneProvider value={tone}>
      <Box
        sx={{ p: 3, bgcolor: sectionBackground[tone], minHeight: viewMode === 'docs' ? undefined : '100vh' }}
      >
        <Story />
      </Box>
    </SectionToneProvider>
  );

/** Shows a component on the page's own colour, as in most sections. */
export const onPage = onSection('default');

/** Shows a component on a paper section (About, Speaking, Ventures). */
export const onPaperSection = onSection('paper');

/** Shows a card at the width of one grid column, in a section of the tone it stands on on the site. */
export const inCardColumn =
  (tone: SectionTone): Decorator =>
  (Story, context) =>
    onSection(tone)(
      () => (
        <Box sx={{ maxWidth: 400 }}>
          <Story />
        </Box>
      ),
      context,
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
