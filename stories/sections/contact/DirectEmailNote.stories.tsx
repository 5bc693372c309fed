import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { content } from '@/content';
import { DirectEmailNote, findEmailLink } from '@/sections/contact/DirectEmailNote';
import { inSectionColumn } from '../../support/decorators';
import { contactLayout } from '@/sections/contact/Contact';
import { contentFor } from '../../support/storyContent';

const email = findEmailLink(content.contact.links);

const meta = {
  title: 'Sections/Contact/Direct email note',
  component: DirectEmailNote,
  decorators: [inSectionColumn('default', contactLayout.form, contactLayout.spacing)],
  args: { text: content.contact.form.noScript, email },
  argTypes: { email: { control: false }, hide: { control: false } },
  parameters: {
    accessibility: {
      keyboard: 'Tab reaches the email address; Enter opens the visitor\u2019s mail app.',
      screenReader:
        'A sentence, then a link named by the address itself. Where it is hidden (`hide`), it is hidden from screen readers too.',
    },
    guidelines: {
      do: [
        "Put it where the form would be when the form cannot work (JavaScript off, or its code failed to load), in the form's frame.",
        'Say in one sentence why the form is not there, then give the address.',
      ],
      dont: ['Do not show it beside a working form: `hide` takes it away where scripts run.'],
    },
  },
} satisfies Meta<typeof DirectEmailNote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With JavaScript off: the form cannot send, the address is the way to write. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const shownEmail = findEmailLink(contentFor(globals).contact.links);
    const link = within(canvasElement).getByRole('link', { name: shownEmail?.detail });
    await expect(link).toHaveAttribute('href', shownEmail?.href);
  },
};
