import type { Theme } from '@mui/material/styles';

/**
 * The site's one focus indicator: a ring in its token's colour (`action.focusRing`, the brand
 * colour) just outside the element. Every
 * focusable thing shows the same one, whichever rule draws it (the page-wide `:focus-visible`,
 * MUI's buttons, links).
 */
export function focusRing(theme: Theme) {
  return {
    outline: `2px solid ${theme.vars.palette.action.focusRing}`,
    outlineOffset: 2,
  } as const;
}

/**
 * The same ring on a surface filled with a colour (a filled alert): drawn in the surface's text
 * colour, which is checked for contrast against the fill, where the brand colour can all but
 * vanish (blue on a dark green or a light red).
 */
export const focusRingOnFill = { outlineColor: 'currentColor' } as const;
