import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TypographyVariant } from '@mui/material/styles';
import CloseRounded from '@/components/icons/material/CloseRounded';
import { getTheme } from '@/theme/theme';
import {
  amber,
  elevation,
  green,
  indigo,
  ink,
  radius,
  red,
  spacingUnit,
  terracotta,
} from '@/theme/themePrimitives';
import { focusRing, focusRingOnFill } from '@/theme/focusRing';
import { contrastRatio, formatRatio, onBackground } from './contrast';

const theme = getTheme();

type Scheme = 'light' | 'dark';

/** WCAG AA's minimum contrast for body text. */
const aaText = 4.5;

const roles = [
  ['primary.main', (p: Palette) => p.primary.main],
  ['primary.contrastText', (p: Palette) => p.primary.contrastText],
  ['secondary.main', (p: Palette) => p.secondary.main],
  ['text.primary', (p: Palette) => p.text.primary],
  ['text.secondary', (p: Palette) => p.text.secondary],
  ['background.default', (p: Palette) => p.background.default],
  ['background.paper', (p: Palette) => p.background.paper],
  ['background.raised', (p: Palette) => p.background.raised],
  ['divider', (p: Palette) => p.divider],
  ['success.main', (p: Palette) => p.success.main],
  ['error.main', (p: Palette) => p.error.main],
  ['warning.main', (p: Palette) => p.warning.main],
  ['info.main', (p: Palette) => p.info.main],
] as const;
type Palette = NonNullable<(typeof theme.colorSchemes)['light']>['palette'];

function Swatch({ name, value, note }: { name: string; value: string; note?: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Box
        sx={{
          width: 40,
          height: 40,
          borderRadius: 1,
          bgcolor: value,
          border: 1,
          borderColor: 'divider',
          flexShrink: 0,
        }}
      />
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {name}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {value}
        </Typography>
        {note}
      </Box>
    </Stack>
  );
}

/** The semantic colours of one scheme, as the theme resolves them. */
export function SchemeSwatches({ scheme }: { scheme: Scheme }) {
  const palette = theme.colorSchemes[scheme]?.palette;
  if (!palette) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
      {roles.map(([name, pick]) => (
        <Swatch key={name} name={name} value={pick(palette)} />
      ))}
    </Box>
  );
}

/**
 * A scale step's contrast as text on each scheme's page background, the background a step is
 * drawn on when it is used as a text or icon colour, with the AA verdict for body text.
 */
function ContrastOnBackgrounds({ value }: { value: string }) {
  return (
    <>
      {schemes.map((scheme) => {
        const ratio = contrastRatio(value, pageBackground(scheme));
        return (
          <Typography
            key={scheme}
            variant="caption"
            color="text.secondary"
            component="p"
            sx={{ whiteSpace: 'nowrap' }}
          >
            on {scheme} {formatRatio(ratio)} {ratio >= aaText ? 'AA' : 'below AA'}
          </Typography>
        );
      })}
    </>
  );
}

const schemes: Scheme[] = ['light', 'dark'];
const pageBackground = (scheme: Scheme) => theme.colorSchemes[scheme]?.palette.background.default ?? '';

/**
 * The raw colour scales the schemes are made from (green, red and amber: success, error, warning),
 * each step with its contrast on the light and the dark page background.
 */
export function ColourScales() {
  const scales = { ink, indigo, terracotta, green, red, amber } as Record<string, Record<string, string>>;
  return (
    <Stack spacing={3}>
      {Object.entries(scales).map(([name, scale]) => (
        <Box key={name}>
          <Typography variant="h6" component="h3" sx={{ mb: 1, textTransform: 'capitalize' }}>
            {name}
          </Typography>
          <Box
            sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}
          >
            {Object.entries(scale).map(([step, value]) => (
              <Swatch
                key={step}
                name={`${name}.${step}`}
                value={value}
                note={<ContrastOnBackgrounds value={value} />}
              />
            ))}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

const typeScale: TypographyVariant[] = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'button',
  'caption',
  'overline',
];

/** Every text style with its size and line height. */
export function TypeScale() {
  return (
    <Stack spacing={2.5}>
      {typeScale.map((variant) => {
        const style = theme.typography[variant];
        return (
          <Box key={variant} sx={{ display: 'grid', gridTemplateColumns: { sm: '160px 1fr' }, gap: 1 }}>
            <Typography variant="caption" color="text.secondary" component="p">
              {variant} · {String(style.fontSize)} / {String(style.lineHeight)}
            </Typography>
            <Typography variant={variant} component="p">
              Product, stage and studio
            </Typography>
          </Box>
        );
      })}
    </Stack>
  );
}

const spacingSteps = [0.5, 1, 1.5, 2, 3, 4, 6, 8, 10, 14];

/** The 8 px spacing scale: theme.spacing(n). */
export function SpacingScale() {
  return (
    <Stack spacing={1.5}>
      {spacingSteps.map((step) => (
        <Stack key={step} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography
            variant="caption"
            color="text.secondary"
            component="p"
            sx={{ width: 150, flexShrink: 0 }}
          >
            spacing({step}) = {step * spacingUnit} px
          </Typography>
          <Box sx={{ height: 16, width: theme.spacing(step), bgcolor: 'primary.main', borderRadius: 0.5 }} />
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * Each foreground role on the background it is drawn on, with its WCAG contrast ratio. Body text
 * needs 4.5:1 (AA); every pair here is text, so every pair must reach it.
 */
type Pair = [foreground: string, background: string];

const contrastPairs = [
  ['text.primary', 'background.default', (p: Palette): Pair => [p.text.primary, p.background.default]],
  ['text.primary', 'background.paper', (p: Palette): Pair => [p.text.primary, p.background.paper]],
  ['text.secondary', 'background.default', (p: Palette): Pair => [p.text.secondary, p.background.default]],
  ['text.secondary', 'background.paper', (p: Palette): Pair => [p.text.secondary, p.background.paper]],
  ['text.primary', 'background.raised', (p: Palette): Pair => [p.text.primary, p.background.raised]],
  ['text.secondary', 'background.raised', (p: Palette): Pair => [p.text.secondary, p.background.raised]],
  [
    'primary.main (links)',
    'background.default',
    (p: Palette): Pair => [p.primary.main, p.background.default],
  ],
  ['primary.main (links)', 'background.paper', (p: Palette): Pair => [p.primary.main, p.background.paper]],
  ['primary.main (links)', 'background.raised', (p: Palette): Pair => [p.primary.main, p.background.raised]],
  [
    'secondary.main (eyebrows)',
    'background.default',
    (p: Palette): Pair => [p.secondary.main, p.background.default],
  ],
  [
    'secondary.main (eyebrows)',
    'background.paper',
    (p: Palette): Pair => [p.secondary.main, p.background.paper],
  ],
  [
    'error.main (field errors)',
    'background.default',
    (p: Palette): Pair => [p.error.main, p.background.default],
  ],
  ['error.main (field errors)', 'background.paper', (p: Palette): Pair => [p.error.main, p.background.paper]],
  ['primary.contrastText', 'primary.main', (p: Palette): Pair => [p.primary.contrastText, p.primary.main]],
  [
    'secondary.contrastText',
    'secondary.main',
    (p: Palette): Pair => [p.secondary.contrastText, p.secondary.main],
  ],
  ['success.contrastText', 'success.main', (p: Palette): Pair => [p.success.contrastText, p.success.main]],
  ['error.contrastText', 'error.main', (p: Palette): Pair => [p.error.contrastText, p.error.main]],
  ['warning.contrastText', 'warning.main', (p: Palette): Pair => [p.warning.contrastText, p.warning.main]],
  ['info.contrastText', 'info.main', (p: Palette): Pair => [p.info.contrastText, p.info.main]],
] as const;

const cell = {
  textAlign: 'left',
  py: 1,
  pr: 2,
  borderBottom: 1,
  borderColor: 'divider',
  typography: 'body2',
} as const;

/**
 * A table of the page: wider than a phone's page (a sample, a CSS variable), below `md` it scrolls
 * sideways in its own box, and the page keeps its width. Room above and below, taken back by a
 * margin so that nothing moves, keeps the samples' shadows inside the box, which would clip them;
 * wider, the table is drawn on the page as it is, its shadows composited with it.
 */
function TokenTable({ children }: { children: ReactNode }) {
  return (
    <Box sx={(t) => ({ [t.breakpoints.down('md')]: { overflowX: 'auto', my: -3, py: 3 } })}>
      <Box component="table" sx={{ borderCollapse: 'collapse', width: '100%', '& td, & th': cell }}>
        {children}
      </Box>
    </Box>
  );
}

/** Contrast of every text colour on its background, in one scheme, computed from the theme. */
export function ContrastTable({ scheme }: { scheme: Scheme }) {
  const palette = theme.colorSchemes[scheme]?.palette;
  if (!palette) return null;
  return (
    <TokenTable>
      <thead>
        <tr>
          <th>Text</th>
          <th>on</th>
          <th>Sample</th>
          <th>Ratio</th>
          <th>WCAG AA (4.5:1)</th>
        </tr>
      </thead>
      <tbody>
        {contrastPairs.map(([text, background, pick]) => {
          const [foreground, behind] = pick(palette);
          const ratio = contrastRatio(foreground, behind);
          return (
            <tr key={`${text} ${background}`}>
              <td>{text}</td>
              <td>{background}</td>
              <td>
                <Box
                  component="span"
                  sx={{ px: 1, py: 0.5, borderRadius: 0.5, color: foreground, bgcolor: behind }}
                >
                  Aa {foreground} on {behind}
                </Box>
              </td>
              <td>{formatRatio(ratio)}</td>
              <td>{ratio >= aaText ? 'Pass' : 'Fail'}</td>
            </tr>
          );
        })}
      </tbody>
    </TokenTable>
  );
}

/** A table of named values with a sample drawn from each. */
function TokenRows({ rows }: { rows: { name: string; value: string; sample?: ReactNode }[] }) {
  return (
    <TokenTable>
      <tbody>
        {rows.map(({ name, value, sample }) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td>{value}</td>
            <td>{sample}</td>
          </tr>
        ))}
      </tbody>
    </TokenTable>
  );
}

/** Corner radii; medium is the theme's shape (fields, alerts), large the corners of cards and blocks (`surfaceRadius`), pill the round ends of buttons and tags. */
export function RadiusScale() {
  return (
    <TokenRows
      rows={Object.entries(radius).map(([name, value]) => ({
        name: `radius.${name}`,
        value: `${String(value)} px`,
        sample: (
          <Box
            sx={{
              width: 96,
              height: 48,
              border: 2,
              borderColor: 'primary.main',
              borderRadius: `${String(value)}px`,
            }}
          />
        ),
      }))}
    />
  );
}

/** The shadow levels the product uses (the elevation tokens), each with the shadow it casts. */
export function ShadowScale() {
  return (
    <TokenRows
      rows={Object.entries(elevation).map(([name, level]) => ({
        name: `elevation.${name} (shadows[${String(level)}])`,
        value: theme.shadows[level],
        sample: (
          <Box
            sx={{ width: 96, height: 48, bgcolor: 'background.paper', borderRadius: 1, boxShadow: level }}
          />
        ),
      }))}
    />
  );
}

/** Durations and easing curves of every transition (`theme.transitions`); reduced motion turns them off. */
export function MotionScale() {
  const { duration, easing } = theme.transitions;
  return (
    <TokenRows
      rows={[
        ...Object.entries(duration).map(([name, value]) => ({
          name: `duration.${name}`,
          value: `${String(value)} ms`,
        })),
        ...Object.entries(easing).map(([name, value]) => ({ name: `easing.${name}`, value: String(value) })),
      ]}
    />
  );
}

/**
 * A control drawn focused, as the ring shows around it; on a filled surface, inside that surface (a
 * toast), whose text colour the ring then takes.
 */
function FocusSample({ onFill = false }: { onFill?: boolean }) {
  const control = (
    <Box
      sx={(t) => ({
        width: 72,
        height: 24,
        borderRadius: 1,
        ...focusRing(t),
        ...(onFill && focusRingOnFill),
      })}
    />
  );
  if (!onFill) return <Box sx={{ p: 1.5 }}>{control}</Box>;
  return (
    <Box
      sx={{
        p: 1.5,
        borderRadius: 1,
        bgcolor: 'success.main',
        color: 'success.contrastText',
        width: 'fit-content',
      }}
    >
      {control}
    </Box>
  );
}

/**
 * The one focus indicator every focusable element shows, and its form on a filled surface (a
 * toast), where the brand colour could vanish into the fill.
 */
export function FocusRingTokens() {
  const ring = focusRing(theme);
  const value = `outline: ${ring.outline}; outline-offset: ${String(ring.outlineOffset)} px`;
  return (
    <TokenRows
      rows={[
        { name: 'focusRing', value, sample: <FocusSample /> },
        {
          name: 'focusRingOnFill',
          value: `as focusRing, with outline-color: ${focusRingOnFill.outlineColor} (the surface's text colour)`,
          sample: <FocusSample onFill />,
        },
      ]}
    />
  );
}

/** The CSS variable a `theme.vars` value reads, as a designer copies it: `--mui-palette-action-hover`. */
const cssVariable = (themeVar: string) => /var\((--[\w-]+)/.exec(themeVar)?.[1] ?? themeVar;

const { palette: vars } = theme.vars;

/**
 * WCAG's minimum for what is drawn on a state's colour: text 4.5:1; a focus ring or an icon 3:1
 * against what is around it; a disabled control none (WCAG 1.4.3 exempts it), and a decorative
 * border none either; their ratios are shown for information.
 */
type Minimum = 4.5 | 3 | 'exempt' | 'decorative';

interface StateToken {
  /** The token's name in the theme, which the stories cite. */
  name: string;
  /** `theme.vars` of the token, and of the text drawn on it (its CSS variables are read from them). */
  variable: string;
  textVariable?: string;
  /** Where the product draws it. */
  use: string;
  /** What it lies on: the page (the default), or a card, where it is measured. */
  on?: 'card';
  /** Its value in a scheme's palette, and the text colour drawn on it (none: a ring). */
  value: (palette: Palette) => string;
  text?: (palette: Palette) => string;
  minimum: Minimum;
}

/** A field's outline at rest and disabled, against the page, in each scheme: "light 3.02:1 → 1.14:1, …". */
const fieldOutlines = schemes
  .map((scheme) => {
    const palette = theme.colorSchemes[scheme]?.palette;
    if (!palette) return '';
    const page = palette.background.default;
    const [rest, disabled] = [palette.grey[400], palette.action.disabledBackground].map((outline) =>
      formatRatio(contrastRatio(outline, page)),
    );
    return `${scheme} ${rest} at rest, ${disabled} disabled`;
  })
  .join('; ');

const stateTokens: StateToken[] = [
  {
    name: 'action.focusRing',
    variable: vars.action.focusRing,
    use: 'The focus ring (focusRing below), around every control focused from the keyboard. Measured against the page and the card background.',
    value: (p) => p.action.focusRing,
    minimum: 3,
  },
  {
    name: 'action.hover',
    variable: vars.action.hover,
    textVariable: vars.text.primary,
    use: 'Under the pointer: nav links, the language switch. Text and outlined buttons take their own colour at action.hoverOpacity, the same tint for primary ones.',
    value: (p) => p.action.hover,
    text: (p) => p.text.primary,
    minimum: 4.5,
  },
  {
    name: 'action.selected',
    variable: vars.action.selected,
    textVariable: vars.primary.main,
    use: 'Current: the nav link of the section in view (its text in primary.main).',
    value: (p) => p.action.selected,
    text: (p) => p.primary.main,
    minimum: 4.5,
  },
  {
    name: 'action.pressed',
    variable: vars.action.pressed,
    textVariable: vars.primary.main,
    use: 'Pressed: links, nav links, the language switch. Text and outlined buttons take their own colour at action.activatedOpacity, the same tint for primary ones.',
    value: (p) => p.action.pressed,
    text: (p) => p.primary.main,
    minimum: 4.5,
  },
  {
    name: 'action.neutralHover',
    variable: vars.action.neutralHover,
    textVariable: vars.action.active,
    use: 'An icon button under the pointer: the phone menu\u2019s, the theme toggle, the close buttons of the language offer and a toast. Its icon is in action.active (a toggle\u2019s in its text colour), measured as an icon (3:1).',
    value: (p) => p.action.neutralHover,
    text: (p) => p.action.active,
    minimum: 3,
  },
  {
    name: 'action.neutralPressed',
    variable: vars.action.neutralPressed,
    textVariable: vars.action.active,
    use: 'An icon button pressed, stronger than its hover (action.activatedOpacity).',
    value: (p) => p.action.neutralPressed,
    text: (p) => p.action.active,
    minimum: 3,
  },
  {
    name: 'primary.dark',
    variable: vars.primary.dark,
    textVariable: vars.primary.contrastText,
    use: 'A filled control under the pointer and pressed: contained primary buttons, the skip link.',
    value: (p) => p.primary.dark,
    text: (p) => p.primary.contrastText,
    minimum: 4.5,
  },
  {
    name: 'secondary.dark',
    variable: vars.secondary.dark,
    textVariable: vars.secondary.contrastText,
    use: 'A contained secondary button under the pointer and pressed.',
    value: (p) => p.secondary.dark,
    text: (p) => p.secondary.contrastText,
    minimum: 4.5,
  },
  {
    name: 'action.disabledBackground',
    variable: vars.action.disabledBackground,
    textVariable: vars.action.disabled,
    use: `A disabled control: its fill (contained) or border (outlined), a text field's fill and outline; its text and icon in action.disabled. Send while sending, the calendar choice while it loads. Disabled controls are exempt from the contrast minimums (WCAG 1.4.3, 1.4.11), so what shows a field is disabled is what it loses: the outline of a field at rest (grey[400]) stands out from the page (${fieldOutlines}), a disabled field's hardly, and it is filled.`,
    value: (p) => p.action.disabledBackground,
    text: (p) => p.action.disabled,
    minimum: 'exempt',
  },
];

/** The tints: soft surfaces in an accent colour that mark a thing, not a state. */
const tintTokens: StateToken[] = [
  {
    name: 'tint.primary',
    variable: vars.tint.primary,
    textVariable: vars.primary.main,
    use: 'An icon badge in the primary tone (work), on a card; its icon in primary.main, measured as an icon (3:1).',
    value: (p) => p.tint.primary,
    text: (p) => p.primary.main,
    on: 'card',
    minimum: 3,
  },
  {
    name: 'tint.secondary',
    variable: vars.tint.secondary,
    textVariable: vars.secondary.main,
    use: 'An icon badge in the secondary tone (art), on a card; its icon in secondary.main.',
    value: (p) => p.tint.secondary,
    text: (p) => p.secondary.main,
    on: 'card',
    minimum: 3,
  },
  {
    name: 'tint.exhibition',
    variable: vars.tint.exhibition,
    textVariable: vars.text.primary,
    use: 'The solo exhibition\u2019s block (Art), its text in text.primary.',
    value: (p) => p.tint.exhibition,
    text: (p) => p.text.primary,
    minimum: 4.5,
  },
  {
    name: 'tint.exhibitionBorder',
    variable: vars.tint.exhibitionBorder,
    use: 'The exhibition block\u2019s border: it frames a block that its tint already sets apart, so it needs no contrast of its own.',
    value: (p) => p.tint.exhibitionBorder,
    minimum: 'decorative',
  },
  {
    name: 'tint.note',
    variable: vars.tint.note,
    textVariable: vars.text.primary,
    use: 'The draft note above the contact form, its text in text.primary; its own token, apart from the hover tint of the button on it.',
    value: (p) => p.tint.note,
    text: (p) => p.text.primary,
    minimum: 4.5,
  },
];

/** A state's colour as one scheme draws it: on that scheme's page, with the text drawn on it. */
function StateSample({ token, scheme }: { token: StateToken; scheme: Scheme }) {
  const palette = theme.colorSchemes[scheme]?.palette;
  if (!palette) return null;
  const page = token.on === 'card' ? palette.background.paper : palette.background.default;
  const value = token.value(palette);
  const shown = onBackground(value, page);
  const text = token.text?.(palette);
  const verdict = (ratio: number) =>
    token.minimum === 'exempt'
      ? 'exempt (disabled)'
      : token.minimum === 'decorative'
        ? 'no minimum (decorative)'
        : ratio >= token.minimum
          ? `AA (${String(token.minimum)}:1)`
          : 'below AA';
  // A text colour with an opacity of its own (an icon button's icon) as it shows on the tint.
  const textShown = text && onBackground(text, shown);
  const ratios = textShown
    ? [`${formatRatio(contrastRatio(textShown, shown))} ${verdict(contrastRatio(textShown, shown))}`]
    : [page, palette.background.paper].map((behind) => {
        const ratio = contrastRatio(shown, behind);
        return `${behind === page ? 'page' : 'card'} ${formatRatio(ratio)} ${verdict(ratio)}`;
      });
  const sample = { px: 1.5, py: 0.5, borderRadius: 1, typography: 'body2', fontWeight: 600 } as const;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Box sx={{ p: 1, borderRadius: 1, bgcolor: page, border: 1, borderColor: 'divider', flexShrink: 0 }}>
        {text ? (
          // A disabled control's pair is exempt from contrast: drawn as one, so a checker skips it too.
          <Box
            component={token.minimum === 'exempt' ? 'button' : 'span'}
            disabled={token.minimum === 'exempt' || undefined}
            sx={{ ...sample, display: 'block', border: 0, bgcolor: value, color: text }}
          >
            {/* What is measured at 3:1 is an icon, and drawn as one. */}
            {token.minimum === 3 ? <CloseRounded sx={{ display: 'block', fontSize: 20 }} /> : 'Aa'}
          </Box>
        ) : (
          <Box
            sx={{ ...sample, outline: `2px solid ${value}`, outlineOffset: 2, color: palette.text.primary }}
          >
            Aa
          </Box>
        )}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" component="p" sx={{ fontWeight: 600 }}>
          {scheme}: {value}
        </Typography>
        {ratios.map((line) => (
          <Typography key={line} variant="caption" color="text.secondary" component="p">
            {line}
          </Typography>
        ))}
      </Box>
    </Stack>
  );
}

/** A CSS variable, set to be selected whole with one click, for a designer to copy. */
function CssVariable({ themeVar }: { themeVar: string }) {
  return (
    <Box
      component="code"
      sx={{
        display: 'block',
        typography: 'caption',
        fontFamily: 'monospace',
        userSelect: 'all',
        overflowWrap: 'anywhere',
      }}
    >
      {cssVariable(themeVar)}
    </Box>
  );
}

/**
 * Colour tokens as cards: each its CSS variable (and that of the text drawn on it), where the
 * product draws it, and its value and contrast in each scheme.
 */
function TokenCards({ tokens }: { tokens: StateToken[] }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
      }}
    >
      {tokens.map((token) => (
        <Stack
          key={token.name}
          spacing={1}
          sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2, minWidth: 0 }}
        >
          <Typography variant="body2" component="h3" sx={{ fontWeight: 600 }}>
            {token.name}
          </Typography>
          <CssVariable themeVar={token.variable} />
          {token.textVariable && (
            <Typography variant="caption" color="text.secondary" component="div">
              text on it: <CssVariable themeVar={token.textVariable} />
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary" component="p">
            {token.use}
          </Typography>
          {schemes.map((scheme) => (
            <StateSample key={scheme} token={token} scheme={scheme} />
          ))}
        </Stack>
      ))}
    </Box>
  );
}

/** The state tokens: the colour of each state of a control. */
export function StateTokens() {
  return <TokenCards tokens={stateTokens} />;
}

/** The tints: the soft accent surfaces of a badge, the exhibition block and the draft note. */
export function TintTokens() {
  return <TokenCards tokens={tintTokens} />;
}

/**
 * The opacities at which a button's own colour tints it, by state (`action.*Opacity`); the current
 * state has no opacity of its own, as only nav links show it (`action.selected`).
 */
export function StateOpacities() {
  const rows = [
    ['action.hoverOpacity', vars.action.hoverOpacity, 'under the pointer'],
    ['action.activatedOpacity', vars.action.activatedOpacity, 'pressed'],
  ] as const;
  return (
    <TokenRows
      rows={rows.map(([name, themeVar, state]) => ({
        name,
        value: schemes
          .map((scheme) => {
            const action = theme.colorSchemes[scheme]?.palette.action;
            const key = name.slice('action.'.length) as 'hoverOpacity' | 'activatedOpacity';
            return `${scheme} ${String(action?.[key])}`;
          })
          .join(', '),
        sample: (
          <Box>
            <CssVariable themeVar={String(themeVar)} />
            <Typography variant="caption" color="text.secondary" component="p">
              {state}
            </Typography>
          </Box>
        ),
      }))}
    />
  );
}

/**
 * The sections of the tokens page, in order, each with what a designer needs to know to read it.
 * Both the Foundations docs page and the snapshot story draw this list, so they cannot differ.
 */
const overview: { title: string; intro?: string; body?: ReactNode }[] = [
  { title: 'Light scheme', body: <SchemeSwatches scheme="light" /> },
  { title: 'Dark scheme', body: <SchemeSwatches scheme="dark" /> },
  {
    title: 'Colour scales',
    intro:
      'Ink (neutrals), indigo (brand, actions), terracotta (art accent), and the status colours: green (success), red (error), amber (warning).',
    body: <ColourScales />,
  },
  {
    title: 'Contrast, light scheme',
    intro:
      'Each text colour on the background it is drawn on, computed from the theme (WCAG 2 relative luminance). All text must reach 4.5:1 (WCAG AA).',
    body: <ContrastTable scheme="light" />,
  },
  { title: 'Contrast, dark scheme', body: <ContrastTable scheme="dark" /> },
  {
    title: 'Type scale',
    intro:
      "Headings that open a page, a section or a block (h1 to h3) use Fraunces (variable serif); everything else uses Inter (variable sans), a card's heading too: it names one item of a set (a role, a talk, an artwork, a venture), so every card heading takes h4, whatever its level in the outline. Both fonts are self-hosted from npm (@fontsource-variable/*).",
    body: <TypeScale />,
  },
  { title: 'Spacing', intro: 'An 8 px grid: theme.spacing(n) is n × 8 px.', body: <SpacingScale /> },
  { title: 'Radii', body: <RadiusScale /> },
  { title: 'Shadows', body: <ShadowScale /> },
  {
    // Breakpoints are shown once, on the Layout page, beside what changes at each: a designer
    // looking for them here is sent there rather than shown a second table that could disagree.
    title: 'Breakpoints',
    intro:
      'Where the layout changes: the five breakpoints (xs to xl), the width each starts at and what changes there are on Foundations/Layout, beside the container and the columns.',
  },
  {
    title: 'States',
    intro:
      'How a control shows it is under the pointer, current, pressed, focused or disabled: one token per state, in MUI\'s action group (src/theme/themePrimitives.ts, stateColours), which MUI\'s own components read too. Copy the CSS variable to use it; each is measured in both schemes against what is drawn on it. Components draw no state colour of their own. Every state of a control is shown on its "States" board.',
    body: <StateTokens />,
  },
  {
    title: 'State opacities',
    intro:
      'A text or outlined button of another colour tints with its own colour at these opacities; pressed stronger than hover, as with the brand tints above.',
    body: <StateOpacities />,
  },
  {
    title: 'Tints',
    intro:
      'Soft surfaces in an accent colour that mark a thing rather than a state (src/theme/themePrimitives.ts, tints): an icon badge, the solo exhibition, the draft note. Each is measured against what is drawn on it, where it lies. A new tinted surface gets a token here, never a state\u2019s colour.',
    body: <TintTokens />,
  },
  {
    title: 'Focus',
    intro:
      'Every element a keyboard can reach shows the same ring, in action.focusRing, when it is focused from the keyboard (src/theme/focusRing.ts).',
    body: <FocusRingTokens />,
  },
  {
    title: 'Motion',
    intro: 'Visitors who ask for reduced motion get none: transitions and smooth scrolling are switched off.',
    body: <MotionScale />,
  },
];

/**
 * The design tokens: every colour (both schemes, the raw scales, the contrast of each text colour
 * on its background with the AA verdict), the colours of a control's states (with their CSS
 * variables and contrast), text style, spacing step, radius, shadow, focus ring and motion of the
 * product, read from the theme itself (the breakpoints are on the Layout page, with what changes
 * at each). Use it to pick a value by its role before designing a new part, and to check that a
 * colour pair is readable.
 */
export function TokenOverview() {
  return (
    <Stack spacing={6} sx={{ p: { xs: 2, md: 4 } }}>
      {overview.map(({ title, intro, body }) => (
        <Box component="section" key={title}>
          <Typography variant="h4" component="h2" sx={{ mb: 2 }}>
            {title}
          </Typography>
          {intro && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: body ? 2 : 0, maxWidth: 720 }}>
              {intro}
            </Typography>
          )}
          {body}
        </Box>
      ))}
    </Stack>
  );
}
