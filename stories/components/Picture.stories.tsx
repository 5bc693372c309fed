import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { content } from '@/content';
import { Picture } from '@/components/Picture';
import { useSiteContent } from '@/i18n/SiteContentProvider';
import { onPage } from '../support/decorators';
import { contentFor } from '../support/storyContent';
import { noControls, Variants } from '../support/Variants';

const images = content.art.artworks.map((artwork) => artwork.image);
const [firstImage] = images;
if (!firstImage) throw new Error('The content needs at least one artwork.');

const meta = {
  title: 'Components/Picture',
  component: Picture,
  decorators: [onPage],
  args: { image: firstImage, sizes: '360px', priority: false },
  argTypes: {
    image: {
      control: 'select',
      options: images.map((image) => image.name),
      mapping: Object.fromEntries(images.map((image) => [image.name, image])),
    },
    sizes: { control: 'text' },
    className: { table: { disable: true } },
  },
  parameters: {
    accessibility: {
      keyboard: 'Not focusable: it is an image.',
      screenReader: 'An image read by its alt text from the content, in the page\u2019s language.',
    },
    guidelines: {
      do: [
        'Give `sizes` the width the image takes at each breakpoint.',
        'Set `priority` only on the one image in the first screen.',
      ],
      dont: ['Do not use a plain `<img>`: it skips the smaller files and the reserved space.'],
    },
  },
} satisfies Meta<typeof Picture>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 360 }}>
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvasElement, globals }) => {
    const [shown] = contentFor(globals).art.artworks;
    await expect(within(canvasElement).getByRole('img', { name: shown?.image.alt })).toHaveAttribute(
      'loading',
      'lazy',
    );
  },
};

/** Every content image with its alt text in the toolbar's language. */
function EveryImage() {
  return (
    <Variants
      minWidth={220}
      variants={useSiteContent().art.artworks.map(({ image }, index) => ({
        label: `${image.name}${index === 0 ? ' · priority' : ''}`,
        node: <Picture image={image} sizes="300px" priority={index === 0} />,
      }))}
    />
  );
}

/** Every content image, the first loaded at once (`priority`), the others lazily. */
export const AllVariants: Story = {
  name: 'All variants',
  parameters: noControls,
  render: () => <EveryImage />,
};
