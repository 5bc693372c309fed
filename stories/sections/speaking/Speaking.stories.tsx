import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { content } from '@/content';
import { Speaking } from '@/sections/speaking/Speaking';
import { fakeProviderScheduling, pendingScheduling } from '../../support/fakeServices';
import { contentFields } from '../../support/contentControls';
import { contentFor } from '../../support/storyContent';

const fields = contentFields('speaking', content.speaking);

const meta = {
  title: 'Sections/Speaking',
  component: Speaking,
  ...fields.metaFor(Speaking),
  parameters: {
    guidelines: {
      do: ['Offer the booking button; the plain link stands in while the provider loads or fails.'],
      dont: ['Do not list a topic she does not give any more: the cards are an offer.'],
    },
  },
} satisfies Meta<typeof Speaking>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The provider's script could not load (offline, blocked): a plain link opens the booking page. */
export const SchedulingFallback: Story = {
  tags: ['on-phone'],
  play: async ({ canvasElement, globals }) => {
    const section = within(canvasElement);
    const { scheduling } = contentFor(globals).speaking;
    await expect(section.getAllByRole('article')).toHaveLength(4);
    const link = section.getByRole('link', { name: scheduling.label });
    await expect(link).toHaveAttribute('href', scheduling.url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** While the script loads, the link is already there: nothing to wait for. */
export const SchedulingLoading: Story = {
  parameters: { services: { scheduling: pendingScheduling } },
};

/** The provider drew its button (a stand-in here), which replaces the link. */
export const SchedulingReady: Story = {
  parameters: { services: { scheduling: fakeProviderScheduling } },
  play: async ({ canvasElement, globals }) => {
    const section = within(canvasElement);
    const { label } = contentFor(globals).speaking.scheduling;
    await expect(await section.findByRole('button', { name: label })).toBeVisible();
    await expect(section.queryByRole('link', { name: label })).toBeNull();
  },
};
