import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Column, Columns, type Responsive } from '@/components/Columns';
import { onPage } from '../support/decorators';
import { artworkColumn } from '@/sections/art/Art';
import { roleColumn } from '@/sections/experience/Experience';
import { topicColumn } from '@/sections/speaking/Speaking';
import { ventureColumn } from '@/sections/ventures/Ventures';
import { allVariants, noControls } from '../support/Variants';

/** A column's spans as a designer reads them: "xs 12 · md 7". */
const spanText = (span: Responsive<number>) =>
  typeof span === 'number'
    ? `span ${String(span)}`
    : Object.entries(span)
        // Only the breakpoints: Storybook's docgen tags exported objects with its own fields.
        .filter((entry): entry is [string, number] => typeof entry[1] === 'number')
        .map(([breakpoint, columns]) => `${breakpoint} ${String(columns)}`)
        .join(' · ');

/** A tinted cell that says what it spans, standing in for a column's content. */
function Cell({ span }: { span: Responsive<number> }) {
  return (
    <Column span={span}>
      <Box
        data-testid="cell"
        sx={(theme) => ({
          p: 2,
          borderRadius: 1,
          bgcolor: `rgba(${theme.vars.palette.primary.mainChannel} / 0.12)`,
        })}
      >
        <Typography variant="body2">{spanText(span)}</Typography>
      </Box>
    </Column>
  );
}

interface Layout {
  label: string;
  spacing: Responsive<number>;
  spans: Responsive<number>[];
}

/** The footer's layout: on a phone its link columns are two of six. */
const footer: Layout = {
  label: 'Footer: 6, 3 and 3 (on a phone 12, then two of 6)',
  spacing: { xs: 4, md: 6 },
  spans: [
    { xs: 12, md: 6 },
    { xs: 6, md: 3 },
    { xs: 6, md: 3 },
  ],
};

/** Every layout the site uses, by where it is used; the card columns are the sections' own. */
const layouts: Layout[] = [
  {
    label: 'About: 7 and 5',
    spacing: { xs: 5, md: 8 },
    spans: [
      { xs: 12, md: 7 },
      { xs: 12, md: 5 },
    ],
  },
  {
    label: 'Contact: 5 and 7',
    spacing: { xs: 6, md: 8 },
    spans: [
      { xs: 12, md: 5 },
      { xs: 12, md: 7 },
    ],
  },
  {
    label: 'Section header with an aside: 8 and 4',
    spacing: { xs: 3, md: 6 },
    spans: [
      { xs: 12, md: 8 },
      { xs: 12, md: 4 },
    ],
  },
  { label: 'Section header: 9', spacing: { xs: 3, md: 6 }, spans: [{ xs: 12, md: 9 }] },
  { label: 'Speaking: two of 6 from a tablet up', spacing: 3, spans: [topicColumn, topicColumn] },
  { label: 'Ventures: two of 6', spacing: 3, spans: [ventureColumn, ventureColumn] },
  { label: 'Experience: three of 4', spacing: 3, spans: [roleColumn, roleColumn, roleColumn] },
  {
    label: 'Art: three of 4 (a list below a laptop\u2019s width)',
    spacing: 3,
    spans: [artworkColumn, artworkColumn, artworkColumn],
  },
  footer,
];

function LayoutBoard({ layout }: { layout: Layout }) {
  return (
    // As wide as its board's cell, as a layout is as wide as its section.
    <Columns spacing={layout.spacing} sx={{ width: '100%' }}>
      {layout.spans.map((span, index) => (
        <Cell key={index} span={span} />
      ))}
    </Columns>
  );
}

const meta = {
  title: 'Components/Columns',
  component: Columns,
  decorators: [onPage],
  args: { spacing: footer.spacing, children: null },
  argTypes: { children: { control: false } },
  parameters: {
    accessibility: {
      keyboard: 'Not focusable: it only places what it holds.',
      screenReader:
        'Nothing of its own: the columns are read in source order, whatever their place on screen.',
    },
    guidelines: {
      do: [
        'Lay out a section in twelve columns: give each Column its span from xs up, and let columns wrap.',
        'Keep the reading order in the source: the first column is read first.',
      ],
      dont: ['Do not nest layouts for spacing alone: a Stack spaces a single column of parts.'],
    },
  },
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The footer's layout: on a phone two columns of six sit side by side, each half the row less half the gap. */
export const Default: Story = {
  tags: ['on-phone'],
  render: (args) => <LayoutBoard layout={{ ...footer, spacing: args.spacing }} />,
  play: async ({ canvasElement }) => {
    const [, first, second] = within(canvasElement)
      .getAllByTestId('cell')
      .map((cell) => cell.getBoundingClientRect());
    const row = canvasElement
      .querySelector('[data-testid="cell"]')
      ?.parentElement?.parentElement?.getBoundingClientRect();
    if (!first || !second || !row) throw new Error('The layout has no cells.');
    await expect(second.top).toBe(first.top);
    await expect(second.width).toBeCloseTo(first.width, 1);
    // Two halves and one gap fill the row exactly.
    await expect(second.right).toBeCloseTo(row.right, 1);
    await expect(second.left - first.right).toBeGreaterThan(0);
  },
};

/** Every layout of the site, at the story's width. */
export const AllVariants: Story = {
  name: 'All variants',
  parameters: noControls,
  ...allVariants(640, () =>
    layouts.map((layout) => ({ label: layout.label, node: <LayoutBoard layout={layout} /> })),
  ),
};
