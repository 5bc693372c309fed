import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { content } from '@/content';
import { Art } from '@/sections/art/Art';
import { contentFields } from '../../support/contentControls';
import { contentFor, newTabLinkName } from '../../support/storyContent';
import { storyDate } from '../../../.storybook/fixedClock';
import { tablet } from '../../support/decorators';

const fields = contentFields('art', content.art, {
  describe: {
    galleryHeading: 'The heading above the artworks.',
    upcomingHeading: 'The heading above the upcoming projects.',
  },
});

const meta = {
  title: 'Sections/Art',
  component: Art,
  ...fields.metaFor(Art),
  parameters: {
    accessibility: {
      keyboard:
        'Tab stops only at the exhibition link, which opens in a new tab; the artworks and the upcoming projects are not focusable.',
      screenReader:
        'A region landmark named by its level-2 heading, with level-3 headings for the gallery, the exhibition and the upcoming projects. Each artwork is an article with a level-4 title and an image read by its alt text.',
    },
    guidelines: {
      do: ['Show finished works, each with its medium and year.'],
      dont: ['Do not link an artwork to a shop from the gallery: the exhibition link is the way out.'],
    },
  },
} satisfies Meta<typeof Art>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['on-phone'],
  play: async ({ canvasElement, globals }) => {
    const section = within(canvasElement);
    const { exhibition } = contentFor(globals).art;
    await expect(section.getAllByRole('article')).toHaveLength(3);
    await expect(section.getByText(/Berlin 2024/)).toBeVisible();
    // The stories' date is after the year the next series was planned for: no longer announced.
    const { next } = exhibition;
    await expect(next?.year).toBeLessThan(storyDate.getFullYear());
    const announcement = next?.text.replace('{title}', next.title).replace('{year}', String(next.year));
    await expect(section.queryByText((_, element) => element?.textContent === announcement)).toBeNull();
    const exhibitionLink = section.getByRole('link', {
      name: newTabLinkName(globals, exhibition.link.label),
    });
    await expect(exhibitionLink).toHaveAttribute('target', '_blank');
  },
};

/**
 * Between a phone's width and a laptop's (shown at a tablet's) the works form a list, each image
 * beside its text, so that none is left alone on a row.
 */
export const WorksAsAList: Story = {
  name: 'Works as a list',
  globals: tablet,
  // On its docs page, in a frame as wide as a tablet (.storybook/docs.tsx): the docs column is a laptop's.
  parameters: { docs: { story: { inline: false, iframeHeight: 2240 } } },
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole('article');
    if (!first || !second) throw new Error('The gallery needs two artworks.');
    const [image, title] = [within(first).getByRole('img'), within(first).getByRole('heading')];
    await expect(title.getBoundingClientRect().left).toBeGreaterThan(image.getBoundingClientRect().right);
    await expect(second.getBoundingClientRect().top).toBeGreaterThan(first.getBoundingClientRect().bottom);
  },
};
