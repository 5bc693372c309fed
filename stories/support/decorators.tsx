import Box from '@mui/material/Box';
import type { Decorator } from '@storybook/react-vite';

/**
 * Shows a card at the width of one grid column, on the page background, as it appears on the site.
 * A story fills the viewport; on a docs page it takes only the room it needs.
 */
export const inCardColumn: Decorator = (Story, { viewMode }) => (
  <Box sx={{ p: 3, bgcolor: 'background.default', minHeight: viewMode === 'docs' ? undefined : '100vh' }}>
    <Box sx={{ maxWidth: 400 }}>
      <Story />
    </Box>
  </Box>
);

export const phone = { viewport: { value: 'phone', isRotated: false } };
