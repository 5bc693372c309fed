import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mainContentId, SkipLink } from '@/components/layout/SkipLink';
import { onPage } from '../../support/decorators';
import { contentFor } from '../../support/storyContent';
import { StatesBoard, expectEveryState, statesStory, type InteractionState } from '../../support/States';

const meta = {
  title: 'Components/Site frame/Skip link',
  component: SkipLink,
  decorators: [onPage],
  parameters: {
    accessibility: {
      keyboard: 'The first Tab on a page shows it; Enter moves focus past the header to the main content.',
      screenReader: 'A link, \u201cSkip to main content\u201d, the first thing on every page.',
    },
    guidelines: {
      do: [
        'Keep it the first focusable element of every page, so the first Tab reaches it.',
        'Point it at the main content, past the header and its links.',
      ],
      dont: ['Do not show it before it has focus: mouse and touch visitors never need it.'],
    },
  },
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden above the page until the first Tab gives it focus; then it shows and leads to the main content. */
export const Focused: Story = {
  // On the docs page in a frame of its own, where its play function's Tab reaches it.
  parameters: { docs: { story: { inline: false, iframeHeight: 120 } } },
  play: async ({ canvasElement, globals }) => {
    const link = within(canvasElement).getByRole('link', { name: contentFor(globals).chrome.skipLinkLabel });
    await expect(link.getBoundingClientRect().bottom).toBeLessThanOrEqual(0);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    // Shown by its :focus style, which a busy browser may apply a frame later.
    await waitFor(() => expect(link.getBoundingClientRect().top).toBeGreaterThanOrEqual(0));
    await expect(link).toHaveAttribute('href', `#${mainContentId}`);
  },
};

/** The skip link shows only while it has focus: its board's rows are the states it has then. */
const shownStates: InteractionState[] = ['focus-visible', 'hover', 'active'];

/**
 * Shown, as the first Tab shows it (with the site's focus ring, Foundations/Tokens: `focusRing`),
 * under the pointer and pressed, both in the filled controls' hover colour (`primary.dark`). The
 * link is only ever seen focused: each row draws it where its focus puts it.
 */
export const States: Story = {
  ...statesStory,
  render: () => (
    <StatesBoard
      states={shownStates}
      samples={[
        {
          label: 'skip link',
          // Its own room: the link sits at the top left of the nearest positioned box.
          node: (
            <Box sx={{ position: 'relative', width: 260, height: 64, '& a': { transform: 'none' } }}>
              <SkipLink />
            </Box>
          ),
        },
      ]}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    await expectEveryState(canvasElement, 1, shownStates);
    const label = contentFor(globals).chrome.skipLinkLabel;
    for (const link of within(canvasElement).getAllByRole('link', { name: label })) {
      await waitFor(() => expect(link.getBoundingClientRect().top).toBeGreaterThanOrEqual(0));
    }
  },
};
