import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { content } from '../../../src/content';
import { Hero } from '../../../src/sections/hero/Hero';

const meta = {
  title: 'Sections/Hero',
  component: Hero,
  args: { hero: content.hero },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const hero = within(canvasElement);
    await expect(hero.getByRole('link', { name: /Download Resume/ })).toHaveAttribute('target', '_blank');
    await expect(hero.getByRole('link', { name: 'Get in Touch' })).toHaveAttribute('href', '/#contact');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
