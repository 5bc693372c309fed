import '@mui/material/styles';

// The theme always runs with CSS variables, so `theme.vars` is always there.
declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }

  // The state tokens MUI's `action` group lacks (see stateColours in themePrimitives).
  interface TypeAction {
    /** The tint behind a control while it is pressed. */
    pressed: string;
    /** The colour of the focus ring. */
    focusRing: string;
  }
}
