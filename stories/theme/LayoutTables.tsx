import { Fragment } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type SvgIcon from '@mui/material/SvgIcon';
import { ContentIcon, iconNames, icons } from '@/components/icons';
import { IconBadge } from '@/components/IconBadge';
import { breakpoints, sectionSpacing, spacingUnit } from '@/theme/themePrimitives';

const px = (units: number) => `${String(units * spacingUnit)} px`;

/**
 * Each breakpoint, the width it starts at (read from the theme) and what changes there: the one
 * place the catalogue shows them, so a width and what it does are never read apart.
 */
export function BreakpointTable() {
  const uses: Record<keyof typeof breakpoints, string> = {
    xs: 'Phones: one column; the header folds its links into the menu.',
    sm: 'Large phones and small tablets: two columns of talks; first and last name share a row.',
    md: 'Tablets and laptops: the header shows its links; three columns of roles and artworks, two of ventures; the contact form beside the links.',
    lg: 'The content stops growing: the container’s widest.',
    xl: 'Not used by any layout: wider screens get the lg layout, centred.',
  };
  return (
    <table>
      <thead>
        <tr>
          <th>Name</th>
          <th>From</th>
          <th>What changes</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(breakpoints).map(([name, width]) => (
          <tr key={name}>
            <td>
              <code>{name}</code>
            </td>
            <td style={{ whiteSpace: 'nowrap' }}>{`${String(width)} px`}</td>
            <td>{uses[name as keyof typeof breakpoints]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The page's rhythm: container and section spacing, read from the code that draws them. */
export function SpacingTable() {
  const rows = [
    [
      'Content width',
      `${String(breakpoints.lg)} px`,
      'Container maxWidth="lg", centred, with 16 px gutters (24 px from sm)',
    ],
    ['Section spacing, phone', px(sectionSpacing.xs), 'above and below each section’s content'],
    ['Section spacing, from md', px(sectionSpacing.md), 'above and below each section’s content'],
  ];
  return (
    <table>
      <thead>
        <tr>
          <th>What</th>
          <th>Value</th>
          <th>Where</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([what, value, where]) => (
          <tr key={what}>
            <td>{what}</td>
            <td>{value}</td>
            <td>{where}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Every drawing the site has (src/components/icons/material/), by its file name. */
const drawings = Object.entries(
  import.meta.glob<typeof SvgIcon>('../../src/components/icons/material/*.tsx', {
    eager: true,
    import: 'default',
  }),
).map(([file, Icon]) => ({ name: /(\w+)\.tsx$/.exec(file)?.[1] ?? file, Icon }));

/** The file name of each drawing, by the drawing itself. */
const drawingNames = new Map<unknown, string>(drawings.map(({ name, Icon }) => [Icon, name]));

/** A drawing's name, allowed to wrap between its words (`CenterFocusStrong|Rounded`), not inside one. */
function BreakBetweenWords({ name }: { name: string }) {
  return name.split(/(?=[A-Z])/).map((word, index) => (
    <Fragment key={word}>
      {index > 0 && <wbr />}
      {word}
    </Fragment>
  ));
}

/**
 * Every icon the content may name, as a bare icon and as the badge the cards show, with the file
 * its drawing is in.
 */
export function IconSet() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(136px, 1fr))', gap: 2 }}>
      {iconNames.map((name) => (
        <Box
          key={name}
          sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, p: 2, minWidth: 0 }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <ContentIcon name={name} />
            <IconBadge name={name} />
          </Box>
          {/* The name the content uses leads; the drawing's file is the detail under it. */}
          <Typography variant="caption" component="code" sx={{ fontWeight: 600 }}>
            {name}
          </Typography>
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ mt: -1, textAlign: 'center', overflowWrap: 'anywhere' }}
          >
            <BreakBetweenWords name={drawingNames.get(icons[name]) ?? ''} />
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The drawings the content does not name: the controls' own (menu, close, arrows, the scheme
 * toggle's sun and moon). The content's are in IconSet, so each drawing is shown once.
 */
export function InterfaceIconSet() {
  const named = new Set<unknown>(Object.values(icons));
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 1 }}>
      {drawings
        .filter(({ Icon }) => !named.has(Icon))
        .map(({ name, Icon }) => (
          <Box key={name} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1, minWidth: 0 }}>
            <Icon aria-hidden />
            <Typography variant="caption" component="code" sx={{ overflowWrap: 'anywhere' }}>
              {name}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}
