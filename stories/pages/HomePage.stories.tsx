import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pageStory, type AppAtRouteProps } from '../support/AppAtRoute';
import { HomePage } from '@/pages/HomePage';

const page = pageStory(HomePage, {
  keyboard:
    'The first Tab shows the skip link, which moves focus to the main content; then come the header\u2019s section links, the language switch and the theme toggle (on a phone, the menu button), then each section\u2019s links, buttons and form fields in reading order, and the footer last. A section link moves the page and focus to its section.',
  screenReader:
    'Landmarks: the header (banner) with the navigation \u201cMain\u201d, the main content, a region per section named by its heading, and the footer (contentinfo). One level-1 heading, the hero\u2019s headline; a level-2 heading per section and level-3 inside. The document\u2019s title names the site; the header\u2019s link to the section in view is announced as the current location.',
});

const meta = {
  title: 'Pages/Home',
  ...page,
  parameters: {
    ...page.parameters,
    guidelines: {
      do: ['Keep the sections in their order: who she is, what she did, what she offers, how to reach her.'],
      dont: ['Do not add a section without a link to it in the header.'],
    },
  },
  args: { path: '/' },
} satisfies Meta<AppAtRouteProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole single page, in the order the product defines. */
export const Default: Story = {
  tags: ['on-phone', 'snapshot-as-route'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    // The page's code loads on its own (a lazy chunk, as on the site): wait for it.
    await expect(await page.findAllByRole('heading', { level: 1 })).toHaveLength(1);
    const sectionIds = Array.from(canvasElement.querySelectorAll('main section'), (section) => section.id);
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
