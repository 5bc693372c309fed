import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { phone } from '../support/decorators';
import { AppAtRoute } from '../support/AppAtRoute';

const meta = {
  title: 'Pages/Home',
  component: AppAtRoute,
  parameters: { router: 'own' },
  args: { path: '/' },
  argTypes: { routeTable: { control: false, table: { disable: true } } },
} satisfies Meta<typeof AppAtRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole single page, in the contract's order. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    // The page's code loads on its own (a lazy chunk, as on the site): wait for it.
    await expect(await page.findAllByRole('heading', { level: 1 })).toHaveLength(1);
    const sectionIds = Array.from(canvasElement.querySelectorAll('main > section'), (section) => section.id);
    await expect(sectionIds).toEqual([
      'home',
      'about',
      'experience',
      'speaking',
      'art',
      'ventures',
      'contact',
    ]);
  },
};

export const Phone: Story = { globals: phone };
