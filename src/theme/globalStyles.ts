import type { GlobalStylesProps } from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';
import { focusRing } from './focusRing';
import { pressedStyles } from './pressed';
import { fontFamilyVariables } from './themePrimitives';

/** Height of the sticky header; sections scroll to just below it. */
export const headerHeight = 64;

/** Room between the sticky header and a place a link scrolls to. */
export const anchorGap = 16;

/** Text for screen readers only: out of sight and of the layout, still read with its element. */
export const visuallyHiddenClass = 'visually-hidden';

/** Page-wide rules that no single component owns. */
export const globalStyles: GlobalStylesProps['styles'] = (theme: Theme) => ({
  ':root': fontFamilyVariables,
  html: {
    scrollBehavior: 'smooth',
    // Anchored places land below the sticky header instead of under it, with a gap above them
    // (a home-page section lands flush under it: its own padding is the gap, see Section).
    scrollPaddingTop: headerHeight + anchorGap,
    WebkitTextSizeAdjust: '100%',
  },
  body: {
    textRendering: 'optimizeLegibility',
    // A word longer than its line (German compounds on a phone) breaks instead of overflowing.
    overflowWrap: 'break-word',
  },
  '::selection': {
    backgroundColor: theme.vars.palette.primary.main,
    color: theme.vars.palette.primary.contrastText,
  },
  ':focus-visible': focusRing(theme),
  img: { maxWidth: '100%', height: 'auto' },
  [`.${visuallyHiddenClass}`]: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: 0,
    border: 0,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
  ...pressedStyles(theme),
  // Visitors who ask for less motion get none: no smooth scroll, no transitions.
  '@media (prefers-reduced-motion: reduce)': {
    html: { scrollBehavior: 'auto' },
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      // None at all, rather than a very short one: a change of scheme would otherwise start a
      // transition on every element that has one, and computing those is a long pause.
      transition: 'none !important',
      scrollBehavior: 'auto !important',
    },
  },
});
