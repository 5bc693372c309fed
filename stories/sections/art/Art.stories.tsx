import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { content } from '../../../src/content';
import { Art } from '../../../src/sections/art/Art';
import { phone } from '../../support/decorators';

const meta = {
  title: 'Sections/Art',
  component: Art,
  args: { art: content.art },
} satisfies Meta<typeof Art>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement);
    await expect(section.getAllByRole('article')).toHaveLength(3);
    await expect(section.getByText(/Berlin 2024/)).toBeVisible();
    await expect(section.getByText(content.art.exhibition.next)).toBeVisible();
    const exhibitionLink = section.getByRole('link', { name: content.art.exhibition.link.label });
    await expect(exhibitionLink).toHaveAttribute('target', '_blank');
  },
};

export const Phone: Story = { globals: phone };
