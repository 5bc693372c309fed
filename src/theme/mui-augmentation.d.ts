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
    /** The tint behind a control of no colour of its own (an icon button) under the pointer. */
    neutralHover: string;
    /** The same, while it is pressed. */
    neutralPressed: string;
  }

  interface TypeBackground {
    /**
     * A block set on a paper section (the about facts, the booking block): white in light; in dark
     * a step lighter than paper, so that it reads raised, not sunken.
     */
    raised: string;
  }

  /** Soft surfaces in an accent colour (see tints in themePrimitives). */
  interface TintPalette {
    /** An icon badge's square, in its tone. */
    primary: string;
    secondary: string;
    /** The solo exhibition's block, and its border. */
    exhibition: string;
    exhibitionBorder: string;
    /** The draft note above the contact form. */
    note: string;
  }

  interface Palette {
    tint: TintPalette;
  }

  interface PaletteOptions {
    tint?: TintPalette;
  }
}
