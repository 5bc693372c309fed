import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ErrorPage } from '../../src/pages/ErrorPage';
import { AppAtRoute } from '../support/AppAtRoute';

const meta = {
  title: 'Pages',
  component: AppAtRoute,
  parameters: { router: 'own' },
  // The route table holds elements, which the controls panel cannot edit or print.
  argTypes: { routeTable: { control: false, table: { disable: true } } },
} satisfies Meta<typeof AppAtRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = { args: { path: '/' } };

export const Terms: Story = {
  args: { path: '/terms' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  },
};

export const TermsOnPhone: Story = {
  args: { path: '/terms' },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const Privacy: Story = { args: { path: '/privacy' } };

export const Imprint: Story = { args: { path: '/imprint' } };

export const NotFound: Story = {
  args: { path: '/this-page-does-not-exist' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('404')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  },
};

function BrokenPage(): never {
  throw new Error('A section failed to render (story: deliberate error).');
}

/** The router's error screen, reached through a route whose element throws. */
export const ErrorScreen: Story = {
  args: {
    path: '/',
    routeTable: [{ path: '/', element: <BrokenPage />, errorElement: <ErrorPage /> }],
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  },
};
