import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NavLinks } from '@/components/layout/NavLinks';
import { content } from '@/content';
import { useSiteContent } from '@/i18n/SiteContentProvider';
import { sectionAnchors } from '@/content/anchors';
import { onPage, scrollsSideways } from '../../support/decorators';
import { contentFor } from '../../support/storyContent';
import { StatesBoard, expectEveryState, statesStory } from '../../support/States';
import { allVariants, noControls } from '../../support/Variants';

const meta = {
  title: 'Components/Site frame/Nav links',
  component: NavLinks,
  decorators: [onPage],
  args: { items: content.nav, active: 'experience', orientation: 'horizontal' },
  argTypes: {
    items: { control: false },
    active: { control: 'select', options: [undefined, ...sectionAnchors] },
    orientation: { control: 'radio', options: ['horizontal', 'vertical'] },
    onNavigate: { control: false },
  },
  parameters: {
    accessibility: {
      keyboard: 'Tab moves from link to link; Enter follows one.',
      screenReader:
        'A list of links; the link of the section in view is announced as the current location (aria-current).',
    },
    guidelines: {
      do: [
        "Name each link by its section's heading, in a word: the row shares the header with the name, the language switch and the theme toggle.",
        'Mark the section in view (`active`): its link is highlighted and announced as the current location.',
      ],
      dont: ['Do not link pages here: the legal pages belong in the footer, the home page in the name.'],
    },
  },
} satisfies Meta<typeof NavLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The header's row, with the section in view marked. The header shows it from the md breakpoint
 * up; in a narrower frame (a phone) the row scrolls sideways.
 */
export const Default: Story = {
  decorators: [scrollsSideways],
  play: async ({ canvasElement, globals }) => {
    const { nav } = contentFor(globals);
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(nav.length);
    const current = links.filter((link) => link.getAttribute('aria-current') === 'location');
    await expect(current.map((link) => link.textContent)).toEqual(
      nav.filter((item) => item.anchor === 'experience').map((item) => item.label),
    );
  },
};

/** A row (the header) and a column (the phone menu), with no section in view and with one. */
export const AllVariants: Story = {
  name: 'All variants',
  parameters: noControls,
  ...allVariants(560, (_args, { globals }: { globals: Record<string, unknown> }) => {
    const { nav } = contentFor(globals);
    return (['horizontal', 'vertical'] as const).flatMap((orientation) => [
      { label: `${orientation}, none in view`, node: <NavLinks items={nav} orientation={orientation} /> },
      {
        label: `${orientation}, "art" in view`,
        node: <NavLinks items={nav} orientation={orientation} active="art" />,
      },
    ]);
  }),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[aria-current="location"]')).toHaveLength(2);
  },
};

/** A link at rest, under the pointer, focused from the keyboard and pressed; and the current one. */
export const States: Story = {
  ...statesStory,
  render: () => <NavLinksStates />,
  play: async ({ canvasElement }) => {
    // The addon holds the rows in their states once the story is drawn: its snapshot shows them.
    await expectEveryState(canvasElement, 4);
  },
};

/** One link of the row and of the column, plain and current, in the toolbar's language. */
function NavLinksStates() {
  const [first] = useSiteContent().nav;
  if (!first) return null;
  const samples = (['horizontal', 'vertical'] as const).flatMap((orientation) => [
    { label: orientation, node: <NavLinks items={[first]} orientation={orientation} /> },
    {
      label: `${orientation}, current`,
      node: <NavLinks items={[first]} orientation={orientation} active={first.anchor} />,
    },
  ]);
  return <StatesBoard samples={samples} />;
}
