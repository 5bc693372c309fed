import type { LinkProps } from '@mui/material/Link';
import type { Components, Theme } from '@mui/material/styles';

/**
 * Every link's underline unless it says otherwise: always shown, so a link in running text is
 * recognisable without its colour. AppLink reads it too, for its props table.
 */
export const defaultLinkUnderline: NonNullable<LinkProps['underline']> = 'always';

/** Links, the app bar, the drawer. */
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
        '&:focus-visible': {
          outline: `2px solid ${theme.vars.palette.primary.main}`,
          outlineOffset: 2,
          borderRadius: 2,
        },
      }),
    },
  },
  MuiAppBar: {
    defaultProps: { elevation: 0, color: 'inherit' },
    styleOverrides: {
      root: ({ theme }) => ({
        backgroundColor: `rgba(${theme.vars.palette.background.defaultChannel} / 0.85)`,
        backdropFilter: 'saturate(180%) blur(12px)',
        borderBottom: `1px solid ${theme.vars.palette.divider}`,
      }),
    },
  },
  MuiDrawer: {
    styleOverrides: {
      paper: ({ theme }) => ({
        backgroundColor: theme.vars.palette.background.default,
        backgroundImage: 'none',
      }),
    },
  },
};
