import type { Components, Theme } from '@mui/material/styles';

/** Typography and stacks. */
export const dataDisplayCustomizations: Components<Theme> = {
  MuiStack: {
    defaultProps: {
      // Spacing as the flex container's gap: one declaration per stack, where MUI's default writes
      // a margin rule for every child and a reset of the children's own margins, per instance.
      useFlexGap: true,
    },
  },
  MuiTypography: {
    defaultProps: {
      // MUI renders subtitles as <h6>: an intro paragraph under an <h2> would then break the
      // heading outline (axe `heading-order`). They are text, so they are paragraphs.
      variantMapping: { subtitle1: 'p', subtitle2: 'p' },
    },
  },
};
