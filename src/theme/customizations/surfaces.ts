import type { Components, Theme } from '@mui/material/styles';
import { cardSurfaceProperty, elevation, radius } from '../themePrimitives';

/** Cards, paper and dividers. */
export const surfacesCustomizations: Components<Theme> = {
  MuiPaper: {
    defaultProps: { elevation: elevation.flat },
    styleOverrides: {
      root: { backgroundImage: 'none' },
    },
  },
  MuiCard: {
    defaultProps: { variant: 'outlined' },
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: radius.large,
        backgroundColor: `var(${cardSurfaceProperty}, ${theme.vars.palette.background.paper})`,
        borderColor: theme.vars.palette.divider,
        transition: theme.transitions.create(['border-color', 'transform', 'box-shadow'], {
          duration: theme.transitions.duration.short,
        }),
        // A calm hover that only changes the border, in the brand colour.
        '&:hover': { borderColor: theme.vars.palette.primary.main },
      }),
    },
  },
};
