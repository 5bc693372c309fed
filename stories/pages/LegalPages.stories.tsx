import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { content } from '../../src/content';
import { phone } from '../support/decorators';
import { AppAtRoute } from '../support/AppAtRoute';

const meta = {
  title: 'Pages/Legal',
  component: AppAtRoute,
  parameters: { router: 'own' },
  argTypes: { routeTable: { control: false, table: { disable: true } } },
} satisfies Meta<typeof AppAtRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Terms: Story = {
  args: { path: '/terms' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    // The page's code loads on its own (a lazy chunk, as on the site): wait for it.
    await expect(await page.findByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    await expect(page.getByRole('link', { name: content.chrome.backToHome })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: content.owner.email })).toHaveAttribute(
      'href',
      `mailto:${content.owner.email}`,
    );
  },
};

export const TermsOnPhone: Story = { args: { path: '/terms' }, globals: phone };

export const Privacy: Story = { args: { path: '/privacy' } };

export const Imprint: Story = { args: { path: '/imprint' } };
