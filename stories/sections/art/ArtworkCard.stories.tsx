import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { content } from '@/content';
import { ArtworkCard } from '@/sections/art/ArtworkCard';
import { inSectionColumn } from '../../support/decorators';
import { artworkColumn } from '@/sections/art/Art';
import { germanCompound } from '../../support/edgeCases';
import { contentFields } from '../../support/contentControls';
import { contentFor } from '../../support/storyContent';

const [artwork] = content.art.artworks;
if (!artwork) throw new Error('The content needs an artwork.');

const fields = contentFields('artwork', artwork, {
  describe: {
    title: 'The work\u2019s title, the heading of the card.',
    medium: 'What it is made of, and its size.',
    year: 'The year it was finished.',
  },
});

const meta = {
  title: 'Sections/Art/Artwork card',
  component: ArtworkCard,
  decorators: [inSectionColumn('default', artworkColumn)],
  ...fields.metaFor(ArtworkCard),
  parameters: {
    accessibility: {
      keyboard: 'Not focusable: neither the card nor its image does anything when pressed.',
      screenReader:
        'An article: the image, read by its alt text, then the title as a level-4 heading, marked with its language (lang) when that differs from the page\u2019s.',
    },
    guidelines: {
      do: ['Write alt text that says what the image shows, not its title.'],
      dont: ['Do not use a landscape photograph: the card shows every work at 4:5 and crops the rest.'],
    },
  },
} satisfies Meta<typeof ArtworkCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const image = within(canvasElement).getByRole('img');
    const [shown] = contentFor(globals).art.artworks;
    await expect(image).toHaveAttribute('alt', shown?.image.alt ?? '');
    await expect(image).toHaveAttribute('width');
    await expect(image).toHaveAttribute('height');
  },
};

export const LongGermanTitle: Story = {
  name: 'Long German title',
  args: fields.args({ ...artwork, title: `${germanCompound} (Triptychon, Teil II)`, titleLanguage: 'de' }),
};
