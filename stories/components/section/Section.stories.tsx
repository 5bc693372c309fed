import type { Meta, StoryObj } from '@storybook/react-vite';
import Typography from '@mui/material/Typography';
import { expect, within } from 'storybook/test';
import { Section } from '@/components/section/Section';
import { SectionHeader } from '@/components/section/SectionHeader';
import { useSiteContent } from '@/i18n/SiteContentProvider';
import { contentFor } from '../../support/storyContent';
import { noControls } from '../../support/Variants';

/** What a section holds on the site: its header and a paragraph, in the toolbar's language. */
function SampleContent({ id }: { id: string }) {
  const { about } = useSiteContent();
  return (
    <>
      <SectionHeader id={id} intro={about} />
      <Typography sx={{ maxWidth: 720 }}>{about.paragraphs[0]}</Typography>
    </>
  );
}

const meta = {
  title: 'Components/Section/Section',
  component: Section,
  args: { id: 'about', labelledBy: 'about-title', tone: 'paper', children: null },
  argTypes: {
    tone: { control: 'radio', options: ['default', 'paper'] },
    children: { control: false },
  },
  render: (args) => (
    <Section {...args}>
      <SampleContent id={args.labelledBy} />
    </Section>
  ),
  parameters: {
    layout: 'fullscreen',
    accessibility: {
      keyboard: 'Not focusable itself; in-page links land on it by its id, below the fixed header.',
      screenReader:
        'A region landmark named by its heading (aria-labelledby), so it appears in a screen reader\u2019s list of landmarks.',
    },
    guidelines: {
      do: [
        'Wrap every home-page section in it: it is the landmark, the anchor and the vertical rhythm.',
        'Alternate the tones down the page (default, paper, default…): the change of colour is where one section ends.',
      ],
      dont: [
        'Do not nest sections, or add padding of your own: the spacing comes from the theme (Foundations/Layout).',
        "Do not leave out `labelledBy`: the section's heading names the landmark for screen readers.",
      ],
    },
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

/** About's header and first paragraph, on About's paper tone. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const region = within(canvasElement).getByRole('region', { name: contentFor(globals).about.heading });
    await expect(region).toHaveAttribute('id', 'about');
  },
};

/** Both tones one under the other, as they alternate on the home page. */
export const AllVariants: Story = {
  name: 'All variants',
  parameters: noControls,
  render: () => (
    <>
      <Section id="default-tone" labelledBy="default-tone-title">
        <SampleContent id="default-tone-title" />
      </Section>
      <Section id="paper-tone" labelledBy="paper-tone-title" tone="paper">
        <SampleContent id="paper-tone-title" />
      </Section>
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('region')).toHaveLength(2);
  },
};
