import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { content } from '../../../src/content';
import { ArtworkCard } from '../../../src/sections/art/ArtworkCard';
import { inCardColumn } from '../../support/decorators';
import { germanCompound } from '../../support/edgeCases';

const [artwork] = content.art.artworks;
if (!artwork) throw new Error('The content needs an artwork.');

const meta = {
  title: 'Sections/Art/Artwork card',
  component: ArtworkCard,
  decorators: [inCardColumn],
  args: { artwork },
} satisfies Meta<typeof ArtworkCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img');
    await expect(image).toHaveAttribute('alt', artwork.image.alt);
    await expect(image).toHaveAttribute('width');
    await expect(image).toHaveAttribute('height');
  },
};

export const LongGermanTitle: Story = {
  args: { artwork: { ...artwork, title: `${germanCompound} (Triptychon, Teil II)` } },
};
