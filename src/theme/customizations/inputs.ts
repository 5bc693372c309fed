import type { Components, Theme } from '@mui/material/styles';

/** Buttons, icon buttons, text fields. */
export const inputsCustomizations: Components<Theme> = {
  MuiButtonBase: {
    defaultProps: { disableTouchRipple: false },
    styleOverrides: {
      // MUI's buttons remove the outline and rely on the focus ripple, which reduced motion turns
      // off: every button gets the site's focus ring of its own.
      root: ({ theme }) => ({
        '&.Mui-focusVisible': {
          outline: `2px solid ${theme.vars.palette.primary.main}`,
          outlineOffset: 2,
        },
      }),
    },
  },
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: 999,
        paddingInline: theme.spacing(2.5),
        minHeight: 44,
      }),
      sizeLarge: ({ theme }) => ({
        minHeight: 52,
        paddingInline: theme.spacing(3.5),
        fontSize: '1rem',
      }),
      outlined: ({ theme }) => ({
        borderWidth: 1.5,
        '&:hover': { borderWidth: 1.5 },
        borderColor: theme.vars.palette.primary.main,
      }),
    },
  },
  MuiIconButton: {
    styleOverrides: {
      root: { width: 44, height: 44 },
    },
  },
  MuiTextField: {
    defaultProps: { variant: 'outlined', fullWidth: true },
  },
  MuiOutlinedInput: {
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: theme.shape.borderRadius,
        backgroundColor: theme.vars.palette.background.default,
      }),
      notchedOutline: ({ theme }) => ({
        borderColor: theme.vars.palette.grey[400],
      }),
    },
  },
};
