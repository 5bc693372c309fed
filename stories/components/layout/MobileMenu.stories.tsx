import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MenuCloseButton, MobileMenu } from '@/components/layout/MobileMenu';
import { sectionAnchors } from '@/content/anchors';
import { onPage, phone } from '../../support/decorators';
import { StatesBoard, expectEveryState, statesStory } from '../../support/States';
import { contentFor } from '../../support/storyContent';

const meta = {
  title: 'Components/Site frame/Mobile menu',
  component: MobileMenu,
  decorators: [onPage],
  args: { active: 'art' },
  argTypes: { active: { control: 'select', options: [undefined, ...sectionAnchors] } },
  // The menu exists only below the md breakpoint: its stories are set on a phone, and their docs
  // page draws each in a frame as wide as one.
  globals: phone,
  parameters: {
    docs: { story: { inline: false, iframeHeight: 120 } },
    accessibility: {
      keyboard:
        'Enter or Space on the menu button opens it; Tab and Shift+Tab move through its links; Escape closes it and focus returns to the button; tabbing out of it closes it too.',
      screenReader:
        'The button is \u201cOpen menu\u201d; the links are a navigation landmark named \u201cMain\u201d, and the section in view is announced as the current location.',
    },
    guidelines: {
      do: [
        "Open it with the header's menu button on phones and small tablets (below the md breakpoint); it holds the section links and the language switch.",
        'Let the browser open and close it (the Popover API): Escape and a tap beside it close it and focus returns to the button, before any script runs.',
      ],
      dont: ['Do not put anything in it the header row does not have: both must offer the same places.'],
    },
  },
} satisfies Meta<typeof MobileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the menu button, as the header shows it. */
export const Closed: Story = {
  play: async ({ canvasElement, globals }) => {
    const { chrome } = contentFor(globals);
    await expect(within(canvasElement).getByRole('button', { name: chrome.openMenuLabel })).toBeVisible();
    const menu = canvasElement.ownerDocument.getElementById('mobile-menu');
    await expect(menu?.matches(':popover-open')).toBe(false);
  },
};

/**
 * Open, over the page: the section in view (`active`) marked, the language switch below the links.
 * A link closes it as the page moves; so does Escape, a tap beside it, or tabbing out of it.
 */
export const Open: Story = {
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
  play: async ({ canvasElement, globals }) => {
    const { chrome, nav } = contentFor(globals);
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: chrome.openMenuLabel }));
    const menu = canvasElement.ownerDocument.getElementById('mobile-menu');
    await waitFor(() => expect(menu?.matches(':popover-open')).toBe(true));
    const links = within(page.getByRole('navigation', { name: chrome.navLabel }));
    await expect(links.getAllByRole('link')).toHaveLength(nav.length);
    await expect(links.getByRole('link', { current: 'location' })).toHaveTextContent(
      nav.find((item) => item.anchor === 'art')?.label ?? '',
    );
  },
};

/**
 * The menu button and the panel's close button at rest, under the pointer, focused from the
 * keyboard and pressed (the panel's links have their own boards: Nav links, Language switch).
 * The pointer and a press tint them in the neutral, pressed more (Foundations/Tokens:
 * `action.neutralHover`, `action.neutralPressed`); the focus ring is the site's one (`focusRing`).
 */
export const States: Story = {
  ...statesStory,
  globals: { ...phone, ...statesStory.globals },
  parameters: { ...statesStory.parameters, docs: { story: { inline: false, iframeHeight: 460 } } },
  render: (args) => (
    <StatesBoard
      // Two narrow columns, so that the board fits the phone it is set on.
      minWidth={80}
      samples={[
        { label: 'menu button', node: <MobileMenu {...args} /> },
        { label: 'close button', node: <MenuCloseButton /> },
      ]}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const { chrome, nav } = contentFor(globals);
    // Each row holds the button, the closed panel's close button, links and language link, and the
    // close button drawn on its own.
    await expectEveryState(canvasElement, 1 + 1 + nav.length + 1 + 1);
    const board = within(canvasElement);
    for (const button of board.getAllByRole('button', { name: chrome.openMenuLabel })) {
      await expect(button).toBeVisible();
    }
    const shownClose = board
      .getAllByRole('button', { name: chrome.closeMenuLabel, hidden: true })
      .filter((button) => button.checkVisibility());
    await expect(shownClose).toHaveLength(4);
  },
};
