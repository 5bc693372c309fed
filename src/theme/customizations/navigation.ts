import type { Components, Theme } from '@mui/material/styles';
import { focusRing } from '../focusRing';
import { defaultLinkUnderline } from '../linkUnderline';
import { elevation } from '../themePrimitives';

/** Links and the app bar. */
export const navigationCustomizations: Components<Theme> = {
  MuiLink: {
    defaultProps: { underline: defaultLinkUnderline },
    styleOverrides: {
      root: ({ theme }) => ({
        fontWeight: 500,
        textUnderlineOffset: '0.2em',
        textDecorationThickness: '1px',
        textDecorationColor: 'currentColor',
        '&:hover': { textDecorationThickness: '2px' },
        // Pressed: the pressed tint behind it, so a press shows before the page moves.
        '&:active': { textDecorationThickness: '2px', backgroundColor: theme.vars.palette.action.pressed },
        '&:focus-visible': { ...focusRing(theme), borderRadius: 2 },
      }),
    },
  },
  MuiAppBar: {
    defaultProps: { elevation: elevation.flat, color: 'inherit' },
    styleOverrides: {
      root: ({ theme }) => ({
        backgroundColor: `rgba(${theme.vars.palette.background.defaultChannel} / 0.85)`,
        backdropFilter: 'saturate(180%) blur(12px)',
        borderBottom: `1px solid ${theme.vars.palette.divider}`,
      }),
    },
  },
};
