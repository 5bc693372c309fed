import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { content } from '../../../src/content';
import { Contact } from '../../../src/sections/contact/Contact';
import { phone } from '../../support/decorators';

const meta = {
  title: 'Sections/Contact',
  component: Contact,
  args: { contact: content.contact },
} satisfies Meta<typeof Contact>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The contact links; the message form is its own component and is shown in its own stories. */
export const Links: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement);
    for (const link of content.contact.links.filter((l) => l.external)) {
      const anchor = section.getByRole('link', { name: link.detail });
      await expect(anchor).toHaveAttribute('target', '_blank');
      await expect(anchor).toHaveAttribute('rel', 'noopener noreferrer');
    }
  },
};

export const Phone: Story = { globals: phone };
