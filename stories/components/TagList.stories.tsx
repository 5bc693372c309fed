import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { content } from '@/content';
import { TagList } from '@/components/TagList';
import { tagSizes } from '@/components/Tag';
import { onPage } from '../support/decorators';
import { germanCompound } from '../support/edgeCases';
import { contentFor } from '../support/storyContent';
import { allVariants } from '../support/Variants';

const { skills, skillsHeading } = content.experience;
/** A few of the owner's skills: texts of the content, so the toolbar's language switches them. */
const tags = skills.slice(0, 4);

const meta = {
  title: 'Components/Tag list',
  component: TagList,
  decorators: [onPage],
  args: { tags, label: skillsHeading, size: 'medium' },
  argTypes: { size: { control: 'radio', options: tagSizes }, label: { control: 'text' } },
  parameters: {
    accessibility: {
      keyboard: 'Not focusable: the tags are text, not buttons or links.',
      screenReader: 'A list with one item per tag; `label`, when given, names the list (aria-label).',
    },
    guidelines: {
      do: ['Use for short descriptive words: skills, features, formats.', 'Use small inside cards.'],
      dont: ['Do not use tags as filters or links: they do nothing when pressed.'],
    },
  },
} satisfies Meta<typeof TagList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const list = within(canvasElement).getByRole('list', {
      name: contentFor(globals).experience.skillsHeading,
    });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(tags.length);
  },
};

/** Both sizes, and a tag longer than its column: it wraps inside its pill rather than leave the column (keep tags to a word or two). */
export const AllVariants: Story = {
  name: 'All variants',
  ...allVariants(320, (args: ComponentProps<typeof TagList>) => [
    { label: 'size: medium', node: <TagList {...args} size="medium" /> },
    { label: 'size: small', node: <TagList {...args} size="small" /> },
    {
      label: 'a very long tag, small',
      node: <TagList {...args} tags={[germanCompound, ...args.tags.slice(0, 1)]} size="small" />,
    },
  ]),
};
