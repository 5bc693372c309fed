import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { contentFor } from '../../support/storyContent';

const meta = {
  title: 'Components/Site frame/Site header',
  component: SiteHeader,
  parameters: {
    accessibility: {
      keyboard:
        'Tab moves through the name (home), the section links, the language switch and the theme toggle; on phones and small tablets (below md) the menu button takes the links\u2019 place. The skip link before it all belongs to the site frame (Components/Site frame/Skip link).',
      screenReader:
        'A banner landmark holding a navigation landmark named \u201cMain\u201d; the section in view is announced as the current location.',
    },
    guidelines: {
      do: [
        "Link each home-page section a visitor looks for, by the section's own name; the link of the section in view is highlighted.",
        'Keep the labels to one word: from the md breakpoint up they share one row with the name, the language switch and the theme toggle; below it, on phones and small tablets, they move into the menu.',
      ],
      dont: [
        'Do not put a call to action in the header: the hero carries it.',
        'Do not link the legal pages here: they belong in the footer.',
      ],
    },
  },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['on-phone'] };

/**
 * The visitor switched the scheme with the header's toggle: the header's own translucent bar
 * repaints with the page (the toggle's labels are checked in its own story).
 */
export const SchemeSwitched: Story = {
  name: 'Scheme switched',
  play: async ({ canvasElement, globals }) => {
    const banner = within(canvasElement).getByRole('banner');
    const name = contentFor(globals).chrome.themeToggle.toggle;
    const startBar = getComputedStyle(banner).backgroundColor;
    await userEvent.click(await within(banner).findByRole('button', { name }));
    await waitFor(() => expect(getComputedStyle(banner).backgroundColor).not.toBe(startBar));
    // Back to the toolbar's scheme: the story tests set the scheme themselves and expect it to hold.
    await userEvent.click(within(banner).getByRole('button', { name }));
    await waitFor(() => expect(getComputedStyle(banner).backgroundColor).toBe(startBar));
  },
};
