import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SiteFooter } from '../../../src/components/layout/SiteFooter';
import { onPhone } from '../../support/decorators';

const meta = {
  title: 'Components/Layout/Site footer',
  component: SiteFooter,
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement);
    await expect(footer.getByText(/© 2026 Amara Voss/)).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms');
  },
};

export const DefaultOnPhone: Story = onPhone(Default);
