import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContentCard, ContentCardBody } from '@/components/ContentCard';
import { accents } from '@/theme/accents';
import { IconBadge } from '@/components/IconBadge';
import { useSiteContent } from '@/i18n/SiteContentProvider';
import { onPage, onPaperSection } from '../support/decorators';
import { allVariants, noControls } from '../support/Variants';

const withoutAndWithAccents = [undefined, ...accents];

/** What a section puts in a card, in the body and padding the talks use: a badge, a heading, a line of text (in the toolbar's language). */
function SampleContent({ tone }: { tone?: 'primary' | 'secondary' }) {
  const [talk] = useSiteContent().speaking.topics;
  if (!talk) return null;
  return (
    <ContentCardBody padding={{ xs: 3, md: 4 }} gap={2}>
      <IconBadge name={talk.icon} tone={tone} />
      <Typography variant="h4" component="h2">
        {talk.title}
      </Typography>
      <Typography color="text.secondary">{talk.description}</Typography>
    </ContentCardBody>
  );
}

const meta = {
  title: 'Components/Content card',
  component: ContentCard,
  args: { children: <SampleContent /> },
  argTypes: { children: { control: false } },
  parameters: {
    accessibility: {
      keyboard:
        'Not focusable: the card itself does nothing; Tab reaches only links or buttons put inside it.',
      screenReader:
        'An article, so each card stands on its own; give it a heading, which is how a screen reader user finds it.',
    },
    guidelines: {
      do: [
        'Use for one item of a set, in a grid of equal cards.',
        'Use an accent only to tell kinds of card apart (a live venture from one coming soon).',
        'Set its heading in the h4 style (Inter), whatever its level in the outline: every card heading names one item of a set, and Fraunces is kept for the headings that open a page, a section or a block.',
      ],
      dont: ['Do not nest cards.', 'Do not make the whole card a link; put a link inside it.'],
    },
  },
  render: (args) => (
    <ContentCard {...args}>
      <SampleContent tone={args.accent} />
    </ContentCard>
  ),
} satisfies Meta<typeof ContentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { decorators: [onPage] };

/** Without an accent and with each accent. */
export const AllVariants: Story = {
  name: 'All variants',
  decorators: [onPage],
  parameters: noControls,
  ...allVariants(280, () =>
    withoutAndWithAccents.map((accent) => ({
      label: `accent: ${accent ?? 'none'}`,
      node: (
        <ContentCard accent={accent}>
          <SampleContent tone={accent} />
        </ContentCard>
      ),
    })),
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(withoutAndWithAccents.length);
  },
};

/** On a paper section (About, Speaking, Ventures) the card is raised, so that it never takes the section's colour. */
export const OnAPaperSection: Story = {
  name: 'On a paper section',
  decorators: [onPaperSection],
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    const section = card.parentElement;
    if (!section) throw new Error('The card needs the section around it.');
    await expect(getComputedStyle(section).backgroundColor).not.toBe(
      getComputedStyle(document.body).backgroundColor,
    );
    await expect(getComputedStyle(card).backgroundColor).not.toBe(getComputedStyle(section).backgroundColor);
  },
};
