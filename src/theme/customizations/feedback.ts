import { alertClasses } from '@mui/material/Alert';
import { buttonBaseClasses } from '@mui/material/ButtonBase';
import type { Components, Theme } from '@mui/material/styles';
import { focusRingOnFill } from '../focusRing';
import { severities } from '../severities';

/** Alerts (also the toasts) and tooltips. */
export const feedbackCustomizations: Components<Theme> = {
  MuiAlert: {
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: theme.shape.borderRadius,
        // Filled alerts use the palette's own pairs, which are checked for contrast in both schemes
        // (MUI's computed filled colours fall short on the light dark-scheme greens and reds).
        variants: severities.map((severity) => ({
          props: { variant: 'filled', severity },
          style: {
            backgroundColor: theme.vars.palette[severity].main,
            color: theme.vars.palette[severity].contrastText,
            [`& .${alertClasses.icon}, & .${alertClasses.action}`]: { color: 'inherit', opacity: 0.9 },
            // Its close button's focus ring: outline-color only shows while the ring is drawn.
            [`& .${alertClasses.action} .${buttonBaseClasses.root}`]: focusRingOnFill,
          },
        })),
      }),
    },
  },
  MuiTooltip: {
    styleOverrides: {
      tooltip: ({ theme }) => ({ fontSize: theme.typography.caption.fontSize }),
    },
  },
};
