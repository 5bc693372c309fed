import Box from '@mui/material/Box';
import type { Decorator } from '@storybook/react-vite';

/**
 * Shows a component on the page background with room around it. A story fills the viewport; on a
 * docs page it takes only the room it needs.
 */
export const onPage: Decorator = (Story, { viewMode }) => (
  <Box sx={{ p: 3, bgcolor: 'background.default', minHeight: viewMode === 'docs' ? undefined : '100vh' }}>
    <Story />
  </Box>
);

/** Shows a card at the width of one grid column, on the page background, as it appears on the site. */
export const inCardColumn: Decorator = (Story, context) =>
  onPage(
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
