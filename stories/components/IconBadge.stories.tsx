import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { IconBadge } from '@/components/IconBadge';
import { iconNames } from '@/components/icons';
import { accents as tones } from '@/theme/accents';
import { onPage } from '../support/decorators';
import { allVariants, noControls } from '../support/Variants';

const meta = {
  title: 'Components/Icon badge',
  component: IconBadge,
  decorators: [onPage],
  args: { name: 'rocket', tone: 'primary' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    tone: { control: 'radio', options: tones },
  },
  parameters: {
    accessibility: {
      keyboard: 'Not focusable: it does nothing.',
      screenReader: 'Hidden (aria-hidden): the card\u2019s heading next to it says what the icon shows.',
    },
    guidelines: {
      do: ["Use one badge at the top of a card, in the tone of the card's accent."],
      dont: ['Do not use it as a button or on its own: it is decorative and hidden from screen readers.'],
    },
  },
} satisfies Meta<typeof IconBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/**
 * Every icon the content may name, in both tones, each on its tone's tint (Foundations/Tokens:
 * `tint.primary`, `tint.secondary`).
 */
export const AllVariants: Story = {
  name: 'All variants',
  parameters: noControls,
  ...allVariants(110, () =>
    tones.flatMap((tone) =>
      iconNames.map((name) => ({
        label: `${name} · ${tone}`,
        node: <IconBadge name={name} tone={tone} />,
      })),
    ),
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(
      iconNames.length * tones.length,
    );
  },
};
