import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SiteHeader } from '../../../src/components/layout/SiteHeader';

const meta = {
  title: 'Layout/Site header',
  component: SiteHeader,
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** The theme toggle names the scheme it switches to. */
export const ThemeToggle: Story = {
  play: async ({ canvasElement }) => {
    const header = within(canvasElement);
    // The label is neutral until the scheme is known (right after mounting), hence findByRole.
    await userEvent.click(await header.findByRole('button', { name: 'Switch to dark theme' }));
    await expect(document.documentElement).toHaveAttribute('data-mui-color-scheme', 'dark');
    await userEvent.click(await header.findByRole('button', { name: 'Switch to light theme' }));
    await expect(document.documentElement).toHaveAttribute('data-mui-color-scheme', 'light');
  },
};
