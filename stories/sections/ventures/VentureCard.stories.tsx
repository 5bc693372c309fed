import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { content } from '../../../src/content';
import { VentureCard } from '../../../src/sections/ventures/VentureCard';
import { inCardColumn } from '../../support/decorators';
import { germanCompound } from '../../support/edgeCases';

const live = content.ventures.ventures.find((venture) => !venture.status);
const comingSoon = content.ventures.ventures.find((venture) => venture.status);
if (!live || !comingSoon) throw new Error('The content needs a live venture and one coming soon.');

const meta = {
  title: 'Sections/Ventures/Venture card',
  component: VentureCard,
  decorators: [inCardColumn],
  args: { venture: live, featuresLabel: content.ventures.featuresLabel },
} satisfies Meta<typeof VentureCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Live: Story = {
  play: async ({ canvasElement }) => {
    const features = within(canvasElement).getByRole('list', { name: content.ventures.featuresLabel });
    await expect(within(features).getAllByRole('listitem')).toHaveLength(live.features.length);
  },
};

export const ComingSoon: Story = {
  args: { venture: comingSoon },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Coming Soon')).toBeVisible();
  },
};

export const LongGermanName: Story = {
  args: { venture: { ...live, name: `${germanCompound} GmbH` } },
};
