import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { content } from '@/content';
import { Tag, tagSizes, tagVariants } from '@/components/Tag';
import { accents } from '@/theme/accents';
import { inACard } from '../support/decorators';
import { germanCompound } from '../support/edgeCases';
import { contentFor } from '../support/storyContent';
import { allVariants } from '../support/Variants';

/** Texts of the content (the toolbar's language switches them in args): a skill, a status, a highlight. */
const skillOf = (siteContent: typeof content) => siteContent.experience.skills[0] ?? '';
const statusOf = (siteContent: typeof content) =>
  siteContent.ventures.ventures.find((venture) => venture.status)?.status ?? '';
const highlightOf = (siteContent: typeof content) =>
  siteContent.experience.roles.find((role) => role.highlight)?.highlight ?? '';

const tones = ['neutral', ...accents] as const;

const meta = {
  title: 'Components/Tag',
  component: Tag,
  decorators: [inACard],
  args: { label: skillOf(content), size: 'medium', tone: 'neutral', variant: 'filled' },
  argTypes: {
    size: { control: 'radio', options: tagSizes },
    tone: { control: 'radio', options: tones },
    variant: { control: 'radio', options: tagVariants },
  },
  parameters: {
    accessibility: {
      keyboard: 'Not focusable: a tag is text, not a button or a link.',
      screenReader: 'Read as its text.',
    },
    guidelines: {
      do: [
        'Use neutral tags for what describes (skills, features), in a list of tags (Tag list).',
        'Use an accent for one mark per card: a status ("Coming Soon") filled, a headline result outlined.',
      ],
      dont: ['Do not make tags pressable: they do nothing when pressed, so they must not look like buttons.'],
    },
  },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(skillOf(contentFor(globals)))).toBeVisible();
  },
};

/** Every tone in every variant and size, as the site uses them, and a label longer than its column: it wraps, whole. */
export const AllVariants: Story = {
  name: 'All variants',
  ...allVariants(
    220,
    (args: ComponentProps<typeof Tag>, { globals }: { globals: Record<string, unknown> }) => {
      const siteContent = contentFor(globals);
      return [
        ...tagSizes.map((size) => ({
          label: `neutral · ${size}`,
          node: <Tag {...args} label={skillOf(siteContent)} size={size} tone="neutral" />,
        })),
        ...accents.flatMap((tone) => [
          {
            label: `${tone} · filled (a status)`,
            node: <Tag {...args} label={statusOf(siteContent)} tone={tone} variant="filled" />,
          },
          {
            label: `${tone} · outlined (a highlight)`,
            node: <Tag {...args} label={highlightOf(siteContent)} tone={tone} variant="outlined" />,
          },
        ]),
        {
          label: 'a very long label, small',
          node: <Tag {...args} label={germanCompound} size="small" tone="neutral" />,
        },
      ];
    },
  ),
  play: async ({ canvasElement, globals }) => {
    const label = within(canvasElement).getByText(germanCompound);
    const short = within(canvasElement).getAllByText(skillOf(contentFor(globals)))[0];
    // Whole, on more lines than a short tag, and inside its column.
    await expect(label.scrollWidth).toBeLessThanOrEqual(label.clientWidth);
    await expect(label.getBoundingClientRect().height).toBeGreaterThan(
      short?.getBoundingClientRect().height ?? Infinity,
    );
  },
};
