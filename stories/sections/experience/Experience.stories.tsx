import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { content } from '../../../src/content';
import { Experience } from '../../../src/sections/experience/Experience';
import { phone } from '../../support/decorators';

const meta = {
  title: 'Sections/Experience',
  component: Experience,
  args: { experience: content.experience },
} satisfies Meta<typeof Experience>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement);
    await expect(section.getAllByRole('article')).toHaveLength(3);
    await expect(section.getByText('15+')).toBeVisible();
    const skills = section.getAllByRole('list').at(-1);
    if (!skills) throw new Error('No skills list');
    await expect(within(skills).getAllByRole('listitem')).toHaveLength(8);
  },
};

export const Phone: Story = { globals: phone };
