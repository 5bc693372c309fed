import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ThemeToggle } from '@/components/layout/ThemeToggle';
import { onPage } from '../../support/decorators';
import { StatesBoard, expectEveryState, statesStory } from '../../support/States';
import { allVariants } from '../../support/Variants';
import { contentFor, schemesFrom } from '../../support/storyContent';

const meta = {
  title: 'Components/Site frame/Theme toggle',
  component: ThemeToggle,
  decorators: [onPage],
  parameters: {
    accessibility: {
      keyboard: 'Reached with Tab; Enter or Space switches the scheme.',
      screenReader:
        'A button named \u201cToggle dark theme\u201d in either scheme: the prerendered page cannot know the visitor\u2019s scheme, and a name that changed under a screen reader\u2019s cursor would be another control.',
    },
    guidelines: {
      do: ['Keep it in the header, at the end, on every page.'],
      dont: ['Do not add a second toggle: the choice is one per site and it persists.'],
    },
  },
} satisfies Meta<typeof ThemeToggle>;

export default meta;

/** The toggle where the site puts it: at the end of the header bar. */
function InHeaderBar({ width }: { width: number }) {
  return (
    <AppBar position="static" sx={{ width }}>
      <Toolbar sx={{ justifyContent: 'flex-end' }}>
        <ThemeToggle />
      </Toolbar>
    </AppBar>
  );
}
type Story = StoryObj<typeof meta>;

/** Pressing it switches the scheme; its name stays the same in either scheme. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const toggle = within(canvasElement);
    const name = contentFor(globals).chrome.themeToggle.toggle;
    // From the toolbar's scheme to the other one, and back.
    const [start, other] = schemesFrom(globals);
    await userEvent.click(await toggle.findByRole('button', { name }));
    await expect(document.documentElement).toHaveAttribute('data-mui-color-scheme', other);
    await userEvent.click(await toggle.findByRole('button', { name }));
    await expect(document.documentElement).toHaveAttribute('data-mui-color-scheme', start);
  },
};

/**
 * Where it is drawn: on the page and in the header bar. Its icon is the scheme a press switches to
 * (a moon in light, a sun in dark): switch the toolbar's theme to see the other.
 */
export const AllVariants: Story = {
  name: 'All variants',
  ...allVariants(320, () => [
    { label: 'on the page', node: <ThemeToggle /> },
    {
      label: 'in the header bar',
      node: <InHeaderBar width={320} />,
    },
  ]),
};

/**
 * At rest, under the pointer, focused from the keyboard and pressed, on the page and in the header
 * bar. The focus ring is the site's one; the pointer and a press tint the round button in the
 * neutral (Foundations/Tokens: `focusRing`, `action.neutralHover`, `action.neutralPressed`).
 */
export const States: Story = {
  ...statesStory,
  render: () => (
    <StatesBoard
      samples={[
        { label: 'on the page', node: <ThemeToggle /> },
        {
          label: 'in the header bar',
          node: <InHeaderBar width={96} />,
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await expectEveryState(canvasElement, 2);
  },
};
