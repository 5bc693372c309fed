import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { content } from '../../../src/content';
import { About } from '../../../src/sections/about/About';
import { phone } from '../../support/decorators';

const meta = {
  title: 'Sections/About',
  component: About,
  args: { about: content.about },
} satisfies Meta<typeof About>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement);
    await expect(section.getByRole('region', { name: content.about.heading })).toHaveAttribute('id', 'about');
    for (const fact of content.about.facts) await expect(section.getByText(fact.label)).toBeVisible();
  },
};

export const Phone: Story = { globals: phone };
