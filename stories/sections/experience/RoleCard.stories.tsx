import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { content } from '@/content';
import { RoleCard } from '@/sections/experience/RoleCard';
import { inSectionColumn } from '../../support/decorators';
import { roleColumn } from '@/sections/experience/Experience';
import { germanCompound, longTitle } from '../../support/edgeCases';
import { contentFields } from '../../support/contentControls';
import { iconNames } from '@/components/icons';
import { contentFor } from '../../support/storyContent';

const [withHighlight, withoutHighlight] = content.experience.roles;
if (!withHighlight || !withoutHighlight) throw new Error('The content needs at least two roles.');

const fields = contentFields('role', withHighlight, {
  describe: {
    title: 'The role, the heading of the card.',
    company: 'Where: the company\u2019s name.',
    period: 'When, as years (\u201c2021 \u2013 today\u201d).',
    highlight: 'One headline result, shown as a badge; optional.',
  },
  defaults: { highlight: 'none: no badge' },
  choices: { icon: iconNames },
});

const meta = {
  title: 'Sections/Experience/Role card',
  component: RoleCard,
  decorators: [inSectionColumn('default', roleColumn)],
  ...fields.metaFor(RoleCard),
  parameters: {
    accessibility: {
      keyboard: 'Not focusable: the highlight is a label, not a button.',
      screenReader:
        'An article with the role\u2019s title as a level-3 heading, marked with its language (lang) when that differs from the page\u2019s. The highlight is read as text; the icon is hidden.',
    },
    guidelines: {
      do: ['Use the highlight for one measurable result of the role.'],
      dont: ['Do not use the highlight for a duty or a job title: leave it out instead.'],
    },
  },
} satisfies Meta<typeof RoleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHighlight: Story = {
  name: 'With highlight',
  tags: ['on-phone', 'in-german'],
  play: async ({ canvasElement, globals }) => {
    const card = within(canvasElement).getByRole('article');
    const [role] = contentFor(globals).experience.roles;
    await expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(role?.title ?? '');
    // The text is compared with its spaces as the matcher reads the card's (no-break ones as plain).
    await expect(card).toHaveTextContent((role?.highlight ?? '').replace(/\s+/g, ' '));
  },
};

/** The highlight is optional: the card closes with its description. */
export const WithoutHighlight: Story = { name: 'Without highlight', args: fields.args(withoutHighlight) };

export const LongGermanTitle: Story = {
  name: 'Long German title',
  args: fields.args({ ...withHighlight, title: longTitle, titleLanguage: 'de', company: germanCompound }),
};
