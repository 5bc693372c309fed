import { buttonBaseClasses } from '@mui/material/ButtonBase';
import { outlinedInputClasses } from '@mui/material/OutlinedInput';
import type { Components, Theme } from '@mui/material/styles';
import { focusRing } from '../focusRing';
import { staticPartAttribute } from '../staticPart';
import { radius } from '../themePrimitives';

/** Buttons, icon buttons, text fields. */
export const inputsCustomizations: Components<Theme> = {
  MuiButtonBase: {
    // No ripple: a press shows in the button's pressed colours, which the browser draws the moment
    // the press starts (see pressedStyles), and the site's focus ring shows focus. A ripple is a
    // React render on every press (the first also mounts the ripple's layer), in the frame the
    // press's own effect waits for.
    defaultProps: { disableRipple: true },
    styleOverrides: {
      // MUI's buttons remove the outline and rely on the focus ripple: every button gets the
      // site's focus ring instead. MUI tracks focus with React, so a button link the app leaves as
      // prerendered (in a StaticPart) gets it from the browser's own :focus-visible instead.
      root: ({ theme }) => ({
        [`&.${buttonBaseClasses.focusVisible}, [${staticPartAttribute}] &:focus-visible`]: focusRing(theme),
      }),
    },
  },
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: radius.pill,
        paddingInline: theme.spacing(2.5),
        minHeight: 44,
      }),
      sizeLarge: ({ theme }) => ({
        minHeight: 52,
        paddingInline: theme.spacing(3.5),
        fontSize: '1rem',
      }),
      // A full-strength border in the button's own colour (its text's), not MUI's half-transparent one.
      outlined: {
        borderWidth: 1.5,
        '&:hover': { borderWidth: 1.5 },
        borderColor: 'currentColor',
      },
    },
  },
  MuiIconButton: {
    styleOverrides: {
      // Under the pointer, the neutral state token rather than MUI's mix of action.active.
      root: ({ theme }) => ({
        width: 44,
        height: 44,
        '--IconButton-hoverBg': theme.vars.palette.action.neutralHover,
      }),
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
        // Disabled, it is filled and outlined in the disabled state token, as a disabled button is:
        // MUI's own outline (action.disabled) is the rest outline's colour in light.
        [`&.${outlinedInputClasses.disabled}`]: {
          backgroundColor: theme.vars.palette.action.disabledBackground,
          [`& .${outlinedInputClasses.notchedOutline}`]: {
            borderColor: theme.vars.palette.action.disabledBackground,
          },
        },
      }),
      notchedOutline: ({ theme }) => ({
        borderColor: theme.vars.palette.grey[400],
      }),
      // The outline is a fieldset laid over the whole field. The text is lifted above it (and the
      // label above the text, where it sits on the border), which looks the same, so that the
      // text has only its field behind it: contrast checkers (axe) can measure it instead of
      // calling it inconclusive.
      input: { position: 'relative', zIndex: 1 },
    },
  },
  MuiInputLabel: {
    styleOverrides: {
      outlined: { zIndex: 2 },
    },
  },
};
