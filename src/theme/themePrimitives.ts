import type { PaletteMode, ThemeOptions } from '@mui/material/styles';
import { fontNames, fontStack } from './fonts/webFonts';

/**
 * Design tokens: the raw scales every colour, type size and spacing value in the product comes from.
 * Components never use a literal colour; they read the theme, which is built from these scales.
 */

/** Ink: a cool, slightly blue neutral used for text, surfaces and borders. */
export const ink = {
  50: '#F6F7F9',
  100: '#ECEEF2',
  200: '#D9DDE4',
  300: '#B8BFCB',
  400: '#8A93A3',
  500: '#5E6778',
  600: '#465061',
  700: '#333B49',
  800: '#1F2530',
  900: '#151A22',
  950: '#0D1117',
} as const;

/** Indigo: the brand colour for actions, links and focus. */
export const indigo = {
  50: '#EEF0FF',
  100: '#DFE3FF',
  200: '#C2C9FF',
  300: '#9EA8FF',
  400: '#7B86F5',
  500: '#5964E6',
  600: '#4049CC',
  700: '#3239A8',
  800: '#262C80',
  900: '#1B1F5C',
} as const;

/** Terracotta: the warm accent of the art practice; used sparingly for highlights and tags. */
export const terracotta = {
  50: '#FDF3EF',
  100: '#FAE3D9',
  200: '#F3C2AE',
  300: '#EA9C7F',
  400: '#DF7856',
  500: '#C75A37',
  600: '#A4462A',
  700: '#823822',
  800: '#5F2A1A',
  900: '#3F1C11',
} as const;

export const green = { 300: '#7FD3A4', 700: '#1E6B43' } as const;
export const red = { 300: '#FF9B94', 700: '#B3261E' } as const;
export const amber = { 300: '#F5C46B', 700: '#8A5300' } as const;

/**
 * Each stack: the self-hosted variable font, its metric-matched fallbacks (local fonts resized to
 * take the same space, defined with the web fonts by the font plugin), then system fonts.
 */
export const fontFamily = {
  body: fontStack(fontNames.body),
  display: fontStack(fontNames.display),
} as const;

/**
 * The stacks as CSS variables, set once on the page (globalStyles): the theme's styles name the
 * variable, so each of the many rules that sets a font does not repeat the whole stack.
 */
export const fontFamilyVariables = {
  '--font-body': fontFamily.body,
  '--font-display': fontFamily.display,
} as const;
const fontOf = { body: 'var(--font-body)', display: 'var(--font-display)' } as const;

/**
 * The space above and below each home-page section's content, in spacing units, by breakpoint.
 * (Kept in this plain module: Storybook's docs tooling annotates objects exported beside
 * components, and an annotated object given to `sx` loses its styles.)
 */
export const sectionSpacing = { xs: 9, md: 14 } as const;

/** 8-px spacing grid: theme.spacing(n) = n × 8 px. */
export const spacingUnit = 8;

/**
 * Corner radii. `pill` is larger than any control is high, so a button or a tag gets fully round
 * ends whatever its height.
 */
export const radius = { small: 6, medium: 12, large: 20, pill: 999 } as const;

/**
 * The corners of every card and block (a card, About's facts, the booking block, the exhibition, the
 * contact form), as an sx value: in sx a bare number is a multiple of the theme's shape.
 */
export const surfaceRadius = `${String(radius.large)}px`;

/**
 * The custom property a card reads its fill from (paper when unset): a section on paper sets it to
 * raised, so that a card never takes the colour of the section it stands on.
 */
export const cardSurfaceProperty = '--Card-surface';

/** A block raised above a paper section (About's facts, the booking block), as sx. */
export const raisedPanelSx = {
  borderRadius: surfaceRadius,
  border: 1,
  borderColor: 'divider',
  bgcolor: 'background.raised',
} as const;

export { elevation } from './elevation';

export const breakpoints = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

/** The accents' main colours in a scheme: a control of the accent, and the tints made from it. */
const accentMain = (light: boolean) => ({
  primary: light ? indigo[600] : indigo[300],
  secondary: light ? terracotta[600] : terracotta[300],
});

/** The colour part of the theme for one scheme. */
export function getDesignTokens(mode: PaletteMode): ThemeOptions['palette'] {
  const light = mode === 'light';
  const main = accentMain(light);
  return {
    mode,
    primary: {
      light: light ? indigo[400] : indigo[200],
      main: main.primary,
      dark: light ? indigo[800] : indigo[400],
      contrastText: light ? '#FFFFFF' : ink[950],
    },
    secondary: {
      light: light ? terracotta[400] : terracotta[200],
      main: main.secondary,
      dark: light ? terracotta[700] : terracotta[400],
      contrastText: light ? '#FFFFFF' : ink[950],
    },
    success: { main: light ? green[700] : green[300], contrastText: light ? '#FFFFFF' : ink[950] },
    error: { main: light ? red[700] : red[300], contrastText: light ? '#FFFFFF' : ink[950] },
    warning: { main: light ? amber[700] : amber[300], contrastText: light ? '#FFFFFF' : ink[950] },
    info: { main: light ? indigo[700] : indigo[200], contrastText: light ? '#FFFFFF' : ink[950] },
    grey: ink,
    text: {
      primary: light ? ink[900] : ink[50],
      secondary: light ? ink[600] : ink[300],
      disabled: light ? ink[400] : ink[500],
    },
    background: {
      default: light ? '#FFFFFF' : ink[950],
      paper: light ? ink[50] : ink[900],
      raised: light ? '#FFFFFF' : ink[800],
    },
    divider: light ? ink[200] : ink[700],
    action: stateColours(light),
    tint: tints(light),
  };
}

/**
 * How strongly a control's own colour shows behind it, by state: under the pointer, current (the
 * section in view) and pressed, each stronger than the one before, so that a current link pressed
 * still reads apart from one at rest. Dark needs more: a tint shows less on a dark page.
 */
export const stateOpacity = {
  light: { hover: 0.06, selected: 0.1, pressed: 0.16 },
  dark: { hover: 0.1, selected: 0.16, pressed: 0.2 },
} as const;

/** `#RRGGBB` at an opacity, as `rgba()`. */
function tint(hex: string, opacity: number) {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgba(${String(r)}, ${String(g)}, ${String(b)}, ${String(opacity)})`;
}

/**
 * The state tokens: what a control looks like focused, under the pointer, pressed, current or
 * disabled, in MUI's `action` group (MUI's own components read it, and it is written as
 * `--mui-palette-action-*`). The tints are the brand colour at the state's opacity; a button of
 * another colour tints with its own at the same opacities; a control of no colour of its own
 * tints with a neutral (`neutralHover`, `neutralPressed`). `pressed`, `focusRing` and the neutral
 * tints are the site's additions to MUI's group.
 */
function stateColours(light: boolean) {
  const brand = accentMain(light).primary;
  // What a control of no colour of its own (an icon button) tints with: dark on a light page,
  // light on a dark one, so its states show on the page and on a filled toast alike.
  const neutral = light ? '#000000' : '#FFFFFF';
  const opacity = stateOpacity[light ? 'light' : 'dark'];
  return {
    focusRing: brand,
    // An icon button's icon, unless it takes its surroundings' colour.
    active: light ? tint(neutral, 0.54) : neutral,
    neutralHover: tint(neutral, opacity.hover),
    neutralPressed: tint(neutral, opacity.pressed),
    hover: tint(brand, opacity.hover),
    hoverOpacity: opacity.hover,
    selected: tint(brand, opacity.selected),
    selectedOpacity: opacity.selected,
    pressed: tint(brand, opacity.pressed),
    activatedOpacity: opacity.pressed,
    disabled: light ? ink[400] : ink[500],
    disabledBackground: light ? ink[100] : ink[800],
  };
}

/**
 * Soft surfaces in an accent colour, which mark a thing rather than a state: the icon badge's
 * square (in its tone), the solo exhibition's block and its border, the draft note. Each its own
 * token, so that a surface never borrows a state's colour.
 */
function tints(light: boolean) {
  const { primary, secondary } = accentMain(light);
  return {
    primary: tint(primary, 0.12),
    secondary: tint(secondary, 0.12),
    exhibition: tint(secondary, 0.08),
    exhibitionBorder: tint(secondary, 0.35),
    note: tint(primary, stateOpacity[light ? 'light' : 'dark'].hover),
  };
}

/**
 * The type scale. Headings wrap into lines of even length, and running text keeps more than one
 * word on its last line (`textWrap`): no word is left alone on a line of its own.
 */
export const typography: ThemeOptions['typography'] = {
  fontFamily: fontOf.body,
  htmlFontSize: 16,
  fontSize: 16,
  h1: {
    fontFamily: fontOf.display,
    fontWeight: 600,
    fontSize: 'clamp(2.5rem, 1.6rem + 4vw, 4.5rem)',
    lineHeight: 1.05,
    letterSpacing: '-0.02em',
    textWrap: 'balance',
  },
  h2: {
    fontFamily: fontOf.display,
    fontWeight: 600,
    fontSize: 'clamp(2rem, 1.5rem + 2vw, 3rem)',
    lineHeight: 1.1,
    letterSpacing: '-0.015em',
    textWrap: 'balance',
  },
  h3: {
    fontFamily: fontOf.display,
    fontWeight: 600,
    fontSize: 'clamp(1.5rem, 1.3rem + 0.8vw, 1.875rem)',
    lineHeight: 1.2,
    textWrap: 'balance',
  },
  h4: {
    fontWeight: 650,
    fontSize: '1.25rem',
    lineHeight: 1.35,
    letterSpacing: '-0.005em',
    textWrap: 'balance',
  },
  h5: { fontWeight: 650, fontSize: '1.125rem', lineHeight: 1.4, textWrap: 'balance' },
  h6: { fontWeight: 650, fontSize: '1rem', lineHeight: 1.5, textWrap: 'balance' },
  subtitle1: { fontSize: '1.1875rem', lineHeight: 1.6, textWrap: 'pretty' },
  subtitle2: { fontWeight: 600, fontSize: '0.875rem', lineHeight: 1.5 },
  body1: { fontSize: '1rem', lineHeight: 1.7, textWrap: 'pretty' },
  body2: { fontSize: '0.9375rem', lineHeight: 1.6, textWrap: 'pretty' },
  button: { fontWeight: 600, fontSize: '0.9375rem', textTransform: 'none', letterSpacing: 0 },
  caption: { fontSize: '0.8125rem', lineHeight: 1.5 },
  overline: { fontWeight: 600, fontSize: '0.8125rem', letterSpacing: '0.12em', lineHeight: 1.6 },
};
