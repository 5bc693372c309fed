import type { Components, Theme } from '@mui/material/styles';

/** Alerts and tooltips. */
export const feedbackCustomizations: Components<Theme> = {
  MuiAlert: {
    styleOverrides: {
      root: ({ theme }) => ({ borderRadius: theme.shape.borderRadius }),
    },
  },
  MuiTooltip: {
    styleOverrides: {
      tooltip: ({ theme }) => ({ fontSize: theme.typography.caption.fontSize }),
    },
  },
};
