import type { Components, Theme } from '@mui/material/styles';

/** Typography. */
export const dataDisplayCustomizations: Components<Theme> = {
  MuiTypography: {
    defaultProps: {
      // MUI renders subtitles as <h6>: an intro paragraph under an <h2> would then break the
      // heading outline (axe `heading-order`). They are text, so they are paragraphs.
      variantMapping: { subtitle1: 'p', subtitle2: 'p' },
    },
  },
};
