import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TagList, tagListSizes } from '../../src/components/TagList';
import { onPage } from '../support/decorators';
import { germanCompound } from '../support/edgeCases';
import { allVariants } from '../support/Variants';

const tags = ['Product strategy', 'AI', 'Fintech', 'Team building'];

const meta = {
  title: 'Components/Tag list',
  component: TagList,
  decorators: [onPage],
  args: { tags, label: 'Skills', size: 'medium' },
  argTypes: { size: { control: 'radio', options: tagListSizes }, label: { control: 'text' } },
  parameters: {
    guidelines: {
      do: ['Use for short descriptive words: skills, features, formats.', 'Use small inside cards.'],
      dont: ['Do not use tags as filters or links: they do nothing when pressed.'],
    },
  },
} satisfies Meta<typeof TagList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Skills' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(tags.length);
  },
};

/** Both sizes, and a tag as long as a German compound: a chip never wraps, so keep tags short. */
export const AllVariants: Story = {
  ...allVariants(320, () => [
    { label: 'size: medium', node: <TagList tags={tags} label="Skills" /> },
    { label: 'size: small', node: <TagList tags={tags} label="Skills" size="small" /> },
    {
      label: 'a very long tag, small',
      node: <TagList tags={[germanCompound, 'AI']} label="Long tags" size="small" />,
    },
  ]),
};
