import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { content } from '../../../src/content';
import { RoleCard } from '../../../src/sections/experience/RoleCard';
import { inCardColumn, phone } from '../../support/decorators';
import { germanCompound, longTitle } from '../../support/edgeCases';

const [withHighlight, withoutHighlight] = content.experience.roles;
if (!withHighlight || !withoutHighlight) throw new Error('The content needs at least two roles.');

const meta = {
  title: 'Sections/Experience/Role card',
  component: RoleCard,
  decorators: [inCardColumn],
  args: { role: withHighlight },
} satisfies Meta<typeof RoleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHighlight: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(withHighlight.title);
    await expect(card).toHaveTextContent('$14M pipeline impact');
  },
};

/** The highlight is optional: the card closes with its description. */
export const WithoutHighlight: Story = { args: { role: withoutHighlight } };

export const LongGermanTitle: Story = {
  args: { role: { ...withHighlight, title: longTitle, company: germanCompound } },
};

export const Phone: Story = { globals: phone };
