import { surfaceRadius } from '../../theme/themePrimitives';

/** The frame of the contact form, shared by what stands in its place (the email note). */
export const formFrameSx = {
  p: { xs: 3, md: 4 },
  borderRadius: surfaceRadius,
  border: 1,
  borderColor: 'divider',
  bgcolor: 'background.paper',
} as const;
