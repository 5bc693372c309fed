import type { ComponentProps } from 'react';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { content } from '@/content';
import { SectionHeader } from '@/components/section/SectionHeader';
import { useSiteContent } from '@/i18n/SiteContentProvider';
import { contentFields } from '../../support/contentControls';
import { onPage } from '../../support/decorators';
import { allVariants } from '../../support/Variants';

const { eyebrow, heading, intro: introText } = content.speaking;
const intro = { eyebrow, heading, intro: introText };
const fields = contentFields('intro', intro, { describe: {} });

/** What a section may set beside its heading: a headline figure (the experience section's). */
function HeadlineFigure() {
  return (
    <Typography variant="h3" component="p" color="primary">
      {useSiteContent().experience.stat.value}
    </Typography>
  );
}

const meta = {
  title: 'Components/Section/Section header',
  component: SectionHeader,
  decorators: [onPage],
  ...fields.metaFor(SectionHeader),
  args: { id: 'section-heading', ...fields.args(intro) },
  argTypes: { ...fields.argTypes, aside: { control: false } },
  parameters: {
    accessibility: {
      keyboard: 'Not focusable: it is text.',
      screenReader:
        'A level-2 heading that names the section; the eyebrow above it is read first, as plain text.',
    },
    guidelines: {
      do: ['Start every home-page section with it.', 'Keep the eyebrow to a word or two.'],
      dont: ['Do not leave out the heading: it names the section for screen readers.'],
    },
  },
} satisfies Meta<typeof SectionHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveAttribute(
      'id',
      'section-heading',
    );
  },
};

/** With an intro, without one, and with something beside the heading. */
export const AllVariants: Story = {
  name: 'All variants',
  // Each sample sets its own id, so the board has no id control.
  argTypes: { id: { control: false } },
  ...allVariants(900, (args: ComponentProps<typeof SectionHeader>) => {
    const shown = fields.content(args);
    return [
      { label: 'eyebrow, heading, intro', node: <SectionHeader id="with-intro" intro={shown} /> },
      {
        label: 'without intro',
        node: <SectionHeader id="without-intro" intro={{ eyebrow: shown.eyebrow, heading: shown.heading }} />,
      },
      {
        label: 'with aside',
        node: <SectionHeader id="with-aside" intro={shown} aside={<HeadlineFigure />} />,
      },
    ];
  }),
};
