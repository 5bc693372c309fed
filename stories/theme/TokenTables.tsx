import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TypographyVariant } from '@mui/material/styles';
import { getTheme } from '../../src/theme/theme';
import { indigo, ink, spacingUnit, terracotta } from '../../src/theme/themePrimitives';

const theme = getTheme();

type Scheme = 'light' | 'dark';

const roles = [
  ['primary.main', (p: Palette) => p.primary.main],
  ['primary.contrastText', (p: Palette) => p.primary.contrastText],
  ['secondary.main', (p: Palette) => p.secondary.main],
  ['text.primary', (p: Palette) => p.text.primary],
  ['text.secondary', (p: Palette) => p.text.secondary],
  ['background.default', (p: Palette) => p.background.default],
  ['background.paper', (p: Palette) => p.background.paper],
  ['divider', (p: Palette) => p.divider],
  ['success.main', (p: Palette) => p.success.main],
  ['error.main', (p: Palette) => p.error.main],
] as const;
type Palette = NonNullable<(typeof theme.colorSchemes)['light']>['palette'];

function Swatch({ name, value }: { name: string; value: string }) {
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

/** The raw colour scales the schemes are made from. */
export function ColourScales() {
  const scales = { ink, indigo, terracotta } as Record<string, Record<string, string>>;
  return (
    <Stack spacing={3}>
      {Object.entries(scales).map(([name, scale]) => (
        <Box key={name}>
          <Typography variant="h6" component="h3" sx={{ mb: 1, textTransform: 'capitalize' }}>
            {name}
          </Typography>
          <Box
            sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}
          >
            {Object.entries(scale).map(([step, value]) => (
              <Swatch key={step} name={`${name}.${step}`} value={value} />
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

const overview = [
  { title: 'Light scheme', body: <SchemeSwatches scheme="light" /> },
  { title: 'Dark scheme', body: <SchemeSwatches scheme="dark" /> },
  { title: 'Colour scales', body: <ColourScales /> },
  { title: 'Type scale', body: <TypeScale /> },
  { title: 'Spacing', body: <SpacingScale /> },
];

/** All tokens on one page (the Storybook docs page and its snapshot story). */
export function TokenOverview() {
  return (
    <Stack spacing={6} sx={{ p: { xs: 2, md: 4 } }}>
      {overview.map(({ title, body }) => (
        <Box component="section" key={title}>
          <Typography variant="h4" component="h2" sx={{ mb: 2 }}>
            {title}
          </Typography>
          {body}
        </Box>
      ))}
    </Stack>
  );
}
