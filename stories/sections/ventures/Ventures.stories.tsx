import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { content } from '../../../src/content';
import { Ventures } from '../../../src/sections/ventures/Ventures';
import { phone } from '../../support/decorators';

const meta = {
  title: 'Sections/Ventures',
  component: Ventures,
  args: { ventures: content.ventures },
} satisfies Meta<typeof Ventures>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement);
    await expect(section.getAllByRole('article')).toHaveLength(2);
    await expect(section.getByRole('link', { name: content.ventures.cta.label })).toHaveAttribute(
      'href',
      '/#contact',
    );
  },
};

export const Phone: Story = { globals: phone };
