import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SubsectionHeading } from '@/components/section/SubsectionHeading';
import { content } from '@/content';
import { onPage } from '../../support/decorators';
import { germanCompound } from '../../support/edgeCases';
import { contentFor } from '../../support/storyContent';
import { allVariants, noControls } from '../../support/Variants';

const meta = {
  title: 'Components/Section/Subsection heading',
  component: SubsectionHeading,
  decorators: [onPage],
  args: { children: content.experience.skillsHeading },
  parameters: {
    accessibility: {
      keyboard: 'Not focusable: it is text.',
      screenReader:
        'A level-3 heading, under the section\u2019s level-2 one, so it appears in a screen reader\u2019s list of headings.',
    },
    guidelines: {
      do: [
        'Name a group inside a section ("Core skills", "Selected works") in a few words, in sentence case.',
      ],
      dont: ['Do not use it to start a section: SectionHeader holds the level-2 heading that names it.'],
    },
  },
} satisfies Meta<typeof SubsectionHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 3 });
    await expect(heading).toHaveTextContent(contentFor(globals).experience.skillsHeading);
  },
};

/** Every subsection heading the site has, and a long German compound where a phone must break it. */
export const AllVariants: Story = {
  name: 'All variants',
  parameters: noControls,
  ...allVariants(280, (_args, { globals }: { globals: Record<string, unknown> }) => {
    const { experience, speaking, art } = contentFor(globals);
    return [
      { label: 'experience', node: <SubsectionHeading>{experience.skillsHeading}</SubsectionHeading> },
      { label: 'speaking', node: <SubsectionHeading>{speaking.topicsHeading}</SubsectionHeading> },
      { label: 'art: gallery', node: <SubsectionHeading>{art.galleryHeading}</SubsectionHeading> },
      { label: 'art: upcoming', node: <SubsectionHeading>{art.upcomingHeading}</SubsectionHeading> },
      { label: 'a long German compound', node: <SubsectionHeading>{germanCompound}</SubsectionHeading> },
    ];
  }),
};
