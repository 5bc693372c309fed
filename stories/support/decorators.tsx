import Box from '@mui/material/Box';
import type { Decorator } from '@storybook/react-vite';

/** Shows a card at the width of one grid column, on the page background, as it appears on the site. */
export const inCardColumn: Decorator = (Story) => (
  <Box sx={{ p: 3, bgcolor: 'background.default', minHeight: '100vh' }}>
    <Box sx={{ maxWidth: 400 }}>
      <Story />
    </Box>
  </Box>
);

export const phone = { viewport: { value: 'phone', isRotated: false } };
