import { buttonClasses } from '@mui/material/Button';
import { buttonBaseClasses } from '@mui/material/ButtonBase';
import { iconButtonClasses } from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';

/** The colours the site's buttons come in (`color` of MUI's Button). */
const buttonColours = ['primary', 'secondary'] as const;

const capitalised = { primary: 'Primary', secondary: 'Secondary' } as const;

const pressed = `:active:not(.${buttonBaseClasses.disabled})`;

/**
 * How a button or icon button looks while pressed: drawn by the browser the moment a press
 * starts, before any script runs and however long the press's effect takes (the site's buttons
 * have no ripple). Plain colours, which contrast checkers can read. A filled button takes its
 * hover colour (a touch screen has no hover to show it first); a text or outlined one its colour
 * at the pressed opacity (the state tokens, `action.activatedOpacity`), stronger than its hover's;
 * an icon button the neutral tint (`action.neutralPressed`: dark on light, light on dark), which
 * shows on the page and on a filled toast alike. Page-wide rules, written once for the page rather than into every button's
 * own class.
 */
export function pressedStyles(theme: Theme) {
  const { action } = theme.vars.palette;
  return {
    ...Object.fromEntries(
      buttonColours.map((color) => {
        const { dark, mainChannel } = theme.vars.palette[color];
        const tint = `rgba(${mainChannel} / ${action.activatedOpacity})`;
        return [
          `.${buttonClasses.root}.${buttonClasses[`color${capitalised[color]}`]}${pressed}`,
          { '--variant-containedBg': dark, '--variant-textBg': tint, '--variant-outlinedBg': tint },
        ];
      }),
    ),
    [`.${iconButtonClasses.root}${pressed}`]: { backgroundColor: action.neutralPressed },
  };
}
