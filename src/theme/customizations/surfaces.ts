import type { Components, Theme } from '@mui/material/styles';
import { elevation, radius } from '../themePrimitives';

/** Cards, paper, chips and dividers. */
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
        backgroundColor: theme.vars.palette.background.paper,
        borderColor: theme.vars.palette.divider,
        transition: theme.transitions.create(['border-color', 'transform', 'box-shadow'], {
          duration: theme.transitions.duration.short,
        }),
      }),
    },
  },
  MuiChip: {
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: radius.pill,
        fontWeight: 500,
        variants: [
          {
            // Neutral tags (skills, features) are outlined pills on the page colour; coloured
            // chips (status badges) keep MUI's fill.
            props: { color: 'default', variant: 'filled' },
            style: {
              backgroundColor: theme.vars.palette.background.default,
              border: `1px solid ${theme.vars.palette.divider}`,
            },
          },
        ],
      }),
    },
  },
};
